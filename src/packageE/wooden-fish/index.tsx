import '@/packageE/locales.generated'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useEffect, useRef, useState } from 'react'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { ChoiceRow, SwitchRow } from '@/components/ui/setting-rows'
import { ui } from '@/components/ui/ui'
import { useLocalize, useT } from '@/components/hooks'
import { playKnock } from '@/platform/audio'
import { openLoginPage } from '@/store/account'
import { dayTotal, grandTotal, knockWord, localDate, MAX_WORD_CHARS, pendingKnocks, streaks, type WordType } from '@/store/merit-model'
import { useMerit } from '@/store/merit-counter'
import { syncMeritNow } from '@/store/merit-sync'
import { isLoggedIn, useSession } from '@/store/session'
import './index.css'

/** How long a floating word stays (its CSS animation). */
const FLOAT_MS = 900

/** 电子木鱼: tap to knock (sound, swing, a floating word), the day's and total merit, the word and sound settings. */
export default function WoodenFishPage() {
  const t = useT()
  const l = useLocalize()
  const counter = useMerit((s) => s.counter)
  const loginInfo = useSession((s) => s.loginInfo)
  const loggedIn = isLoggedIn(loginInfo, Date.now())
  const [floats, setFloats] = useState<{ id: number; word: string }[]>([])
  const [hit, setHit] = useState(0)
  const seq = useRef(0)
  const timers = useRef<ReturnType<typeof setTimeout>[]>([])
  useEffect(() => () => timers.current.forEach(clearTimeout), [])
  useDidShow(() => {
    useMerit.getState().hydrate()
    void syncMeritNow()
  })

  const now = new Date()
  const today = localDate(now)
  const word = knockWord(counter, t('fish.defaultWord'))
  const pending = pendingKnocks(counter)
  const streak = streaks(counter, today)

  const knock = () => {
    useMerit.getState().knocked(new Date())
    if (counter.sound) playKnock()
    const id = ++seq.current
    setHit(id)
    setFloats((f) => [...f.slice(-5), { id, word }])
    timers.current.push(setTimeout(() => setFloats((f) => f.filter((x) => x.id !== id)), FLOAT_MS))
  }

  const editWord = async () => {
    const r = await ui.confirm({
      title: t('fish.editWord'),
      content: t('fish.editWordHint'),
      editable: true,
      value: counter.word,
      placeholder: t('fish.defaultWord'),
    })
    if (r.ok) useMerit.getState().wordChanged(1, r.text.slice(0, MAX_WORD_CHARS), Date.now())
  }

  return (
    <PageShell routeId="wooden-fish" className="fish-page">
      <View className="card fish-counts">
        <View className="fish-counts__cell">
          <Text className="fish-counts__n" data-testid="fish-today">
            {dayTotal(counter, today)}
          </Text>
          <Text className="muted">{t('fish.today')}</Text>
        </View>
        <View className="fish-counts__cell">
          <Text className="fish-counts__n" data-testid="fish-total">
            {grandTotal(counter)}
          </Text>
          <Text className="muted">{t('fish.total')}</Text>
        </View>
      </View>

      <View className="fish-stage">
        {floats.map((f) => (
          <Text key={f.id} className="fish-float" data-testid="fish-float">
            {l(f.word)}
          </Text>
        ))}
        <Pressable
          className={`fish${hit % 2 ? ' fish--hit-a' : hit ? ' fish--hit-b' : ''}`}
          label={t('fish.knock')}
          onPress={knock}
          data-testid="fish-knock"
        >
          <View className="fish__body">
            <View className="fish__slit" />
            <View className="fish__eye" />
          </View>
          <View className={`fish__mallet${hit % 2 ? ' fish__mallet--a' : hit ? ' fish__mallet--b' : ''}`} />
        </Pressable>
        <Text className="muted fish-stage__hint" data-testid="fish-word">
          {t('fish.tapHint')} · {l(word)}
        </Text>
        {streak.current > 0 && <Text className="fish-stage__streak">{t('fish.streak', { n: streak.current })}</Text>}
      </View>

      <View className="list">
        <SwitchRow
          label={t('fish.sound')}
          hint={t('fish.soundHint')}
          value={counter.sound}
          onChange={(on) => useMerit.getState().soundToggled(on)}
          testId="fish-sound"
        />
        <ChoiceRow<'0' | '1'>
          label={t('fish.wordType')}
          hint={counter.wordType === 1 && counter.word ? t('fish.wordNow', { word: l(counter.word) }) : t('fish.wordTypeHint')}
          value={String(counter.wordType) as '0' | '1'}
          choices={[
            { value: '0', label: t('fish.wordDefault') },
            { value: '1', label: t('fish.wordCustom') },
          ]}
          onChange={(v) => {
            const type = Number(v) as WordType
            if (type === 1 && !counter.word) void editWord()
            else useMerit.getState().wordChanged(type, counter.word, Date.now())
          }}
          testId="fish-wordtype"
        />
        {counter.wordType === 1 && (
          <Pressable className="list__item" onPress={() => void editWord()} data-testid="fish-editword">
            <Text>{t('fish.editWord')}</Text>
            <Text className="list__value">
              {l(counter.word || t('fish.defaultWord'))}
              <Text className="list__chevron">›</Text>
            </Text>
          </Pressable>
        )}
      </View>

      <View className="fish-sync" data-testid="fish-sync" data-pending={pending}>
        {loggedIn ? (
          <Text className="muted">{pending > 0 ? t('fish.pending', { n: pending }) : t('fish.synced')}</Text>
        ) : (
          <View className="fish-sync__row">
            <Text className="muted">{t('fish.loggedOut')}</Text>
            <Pressable inline className="fish-sync__login" onPress={() => void openLoginPage()} data-testid="fish-login">
              {t('fish.login')} ›
            </Pressable>
          </View>
        )}
      </View>
    </PageShell>
  )
}
