import '@/packageE/locales.generated'
import { Text, Textarea, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useState } from 'react'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { ui } from '@/components/ui/ui'
import { useT } from '@/components/hooks'
import { WorryRow } from '@/components/wellness/worry-row'
import { fieldLabelAttributes } from '@/platform/a11y'
import { navigate } from '@/platform/navigation'
import { MAX_WORRY_CHARS, useWorryDoll, worryState } from '@/store/worry-doll'
import './index.css'

/** 解忧娃娃: write a worry, the doll keeps it until 6:00 tomorrow; the worries it has given back ask how they went. */
export default function WorryDollPage() {
  const t = useT()
  const list = useWorryDoll((s) => s.list)
  const [text, setText] = useState('')
  const [nowMs, setNowMs] = useState(() => Date.now())
  useDidShow(() => setNowMs(Date.now()))
  const keeping = list.filter((w) => worryState(w, nowMs) === 'keeping')
  const waiting = list.filter((w) => worryState(w, nowMs) === 'waiting')
  const give = () => {
    const now = new Date()
    const w = useWorryDoll.getState().worryWritten(text, now)
    if (!w) {
      ui.toast(t('worry.empty'))
      return
    }
    setText('')
    setNowMs(now.getTime())
    ui.toast(t('worry.given'))
  }
  return (
    <PageShell routeId="worry-doll">
      <View className="card worry-doll">
        <View className={`doll${keeping.length ? ' doll--keeping' : ''}`} aria-hidden="true">
          <View className="doll__hair" />
          <View className="doll__head">
            <View className="doll__eye doll__eye--l" />
            <View className="doll__eye doll__eye--r" />
            <View className="doll__mouth" />
          </View>
          <View className="doll__body">{keeping.length > 0 && <Text className="doll__count">{keeping.length}</Text>}</View>
        </View>
        <Text className="worry-doll__intro">{t('worry.intro')}</Text>
        <Textarea
          {...fieldLabelAttributes(t('worry.placeholder'))}
          className="text-box"
          data-testid="worry-input"
          value={text}
          maxlength={MAX_WORRY_CHARS}
          placeholder={t('worry.placeholder')}
          onInput={(e) => setText(e.detail.value)}
        />
        <Pressable className="btn" onPress={give} data-testid="worry-give">
          {t('worry.give')}
        </Pressable>
      </View>

      {keeping.length > 0 && (
        <View className="card" data-testid="worry-keeping">
          <Text className="card__title">{t('worry.keepingTitle')}</Text>
          {keeping.map((w) => (
            <WorryRow key={w.id} worry={w} nowMs={nowMs} />
          ))}
        </View>
      )}
      {waiting.length > 0 && (
        <View className="card" data-testid="worry-waiting">
          <Text className="card__title">{t('worry.waitingTitle')}</Text>
          {waiting.map((w) => (
            <WorryRow key={w.id} worry={w} nowMs={nowMs} />
          ))}
        </View>
      )}
      <View className="list">
        <Pressable className="list__item" onPress={() => void navigate('worry-doll-list')} data-testid="worry-open-list">
          <Text>{t('wellnessRoute.worryDollList')}</Text>
          <Text className="list__value">
            {t('worry.count', { n: list.length })}
            <Text className="list__chevron">›</Text>
          </Text>
        </Pressable>
      </View>
    </PageShell>
  )
}
