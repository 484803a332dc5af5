import '@/packageC/locales.generated'
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { useLocalize, useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { tilesPicture } from '@/components/share/pictures'
import { ShareImageButton } from '@/components/share/share-button'
import { Pressable } from '@/components/ui/pressable'
import { QuestionCard } from '@/packageB/chinese-divination/form-parts'
import { questionSeed, readDice, rollDice, type DiceRoll } from '@/divination/dice'
import { localTime } from '@/components/ui/local-time'
import { navigate } from '@/platform/navigation'
import { useRouteParams } from '@/platform/route-params'
import { recordById, useDivinationHistory, type StoredCast } from '@/store/divination-history'
import './index.css'

const ROLL_MS = 900

type DiceRecord = Extract<StoredCast, { system: 'dice' }>

function DiceResult({ record }: { record: DiceRecord }) {
  const t = useT()
  const l = useLocalize()
  const reading = readDice(record.result)
  const share = {
    title: t('oracleRoute.dice'),
    subtitle: record.question ? l(record.question) : t('div.noQuestion'),
    date: localTime(record.createdAt),
    picture: tilesPicture(reading.dice.map((d) => ({ label: t(`dice.${d.die}`), value: l(d.zh) }))),
    paragraphs: [l(reading.sentence), ...reading.dice.map((d) => `${t(`dice.${d.die}Ask`)} · ${l(d.zh)}：${l(d.text)}`)],
    footer: t('shareCard.footer'),
  }
  return (
    <View data-testid="dc-result" data-record={record.id}>
      <View className="card">
        <Text className="dc-question" data-testid="dc-question">
          {record.question ? l(record.question) : t('div.noQuestion')}
        </Text>
      </View>
      <View className="dc-dice">
        {reading.dice.map((d) => (
          <View key={d.die} className={`dc-die dc-die--${d.die}`} data-testid={`dc-die-${d.die}`} data-face={d.face}>
            <Text className="dc-die__kind">{t(`dice.${d.die}`)}</Text>
            <Text className="dc-die__face">{l(d.zh)}</Text>
          </View>
        ))}
      </View>
      <View className="card">
        <Text className="dc-sentence" data-testid="dc-sentence">
          {l(reading.sentence)}
        </Text>
        {reading.dice.map((d) => (
          <View key={d.die} className="dc-item">
            <Text className="dc-item__head">
              {t(`dice.${d.die}Ask`)} · {l(d.zh)}
            </Text>
            <Text className="dc-item__text">{l(d.text)}</Text>
          </View>
        ))}
      </View>
      <ShareImageButton content={share} fileTitle={t('oracleRoute.dice')} canvasId="dc-share-canvas" testId="dc-share" />
    </View>
  )
}

/** Astro dice: planet (what), sign (how) and house (where) rolled for a question; saved to the history. */
export default function DicePage() {
  const t = useT()
  const params = useRouteParams()
  const records = useDivinationHistory((s) => s.records)
  const [question, setQuestion] = useState('')
  const [rolling, setRolling] = useState<DiceRoll | null>(null)
  const [saved, setSaved] = useState<DiceRecord | null>(null)

  useEffect(() => {
    if (!rolling) return
    const timer = setTimeout(() => {
      const record = useDivinationHistory.getState().castSaved({
        system: 'dice',
        question,
        inputs: { seed: rolling.seed },
        result: { planet: rolling.planet, sign: rolling.sign, house: rolling.house },
      })
      setRolling(null)
      if (record.system === 'dice') setSaved(record)
    }, ROLL_MS)
    return () => clearTimeout(timer)
  }, [rolling, question])

  const reopened = params.record ? recordById(records, params.record) : undefined
  let body
  if (params.record) {
    body =
      reopened?.system === 'dice' ? (
        <DiceResult record={reopened} />
      ) : (
        <View className="card muted" data-testid="dc-not-found">
          {t('div.notFound')}
        </View>
      )
  } else if (saved) {
    body = (
      <View>
        <DiceResult record={saved} />
        <View className="dc-actions">
          <Pressable className="btn btn--ghost" data-testid="dc-history" onPress={() => void navigate('divination-history')}>
            {t('div.history')}
          </Pressable>
          <Pressable className="btn" data-testid="dc-again" onPress={() => setSaved(null)}>
            {t('dice.again')}
          </Pressable>
        </View>
      </View>
    )
  } else {
    body = (
      <View data-testid="dc-form">
        <View className="card">
          <Text className="muted">{t('dice.intro')}</Text>
        </View>
        <QuestionCard prefix="dc" value={question} onChange={setQuestion} />
        <View className={`dc-dice${rolling ? ' dc-dice--rolling' : ''}`} data-testid={rolling ? 'dc-rolling' : 'dc-idle'}>
          {(['planet', 'sign', 'house'] as const).map((die) => (
            <View key={die} className={`dc-die dc-die--${die}`}>
              <Text className="dc-die__kind">{t(`dice.${die}`)}</Text>
              <Text className="dc-die__face">?</Text>
            </View>
          ))}
        </View>
        <Pressable
          className="btn dc-roll"
          data-testid="dc-roll"
          disabled={!!rolling}
          onPress={() => setRolling(rollDice(questionSeed(question, Date.now())))}
        >
          {rolling ? t('dice.rolling') : t('dice.roll')}
        </Pressable>
      </View>
    )
  }
  return <PageShell routeId="dice">{body}</PageShell>
}
