import '@/packageC/locales.generated'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useLocalize, useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { dotFiguresPicture } from '@/components/share/pictures'
import { ShareImageButton } from '@/components/share/share-button'
import { Pressable } from '@/components/ui/pressable'
import { Segmented } from '@/components/ui/segmented'
import { QuestionCard } from '@/packageB/chinese-divination/form-parts'
import { castGeomancy, GEOMANCY_MEANINGS, questionSeed, type GeomancyChart, type GeomancyInput } from '@/divination/geomancy'
import { localTime } from '@/components/ui/local-time'
import { navigate } from '@/platform/navigation'
import { useRouteParams } from '@/platform/route-params'
import { recordById, useDivinationHistory, type StoredCast } from '@/store/divination-history'
import { Figure, shortFigureName } from './figure'
import './index.css'

type Method = 'random' | 'marks'
type GeomancyRecord = Extract<StoredCast, { system: 'geomancy' }>
const LINES = 16

function Chart({ record }: { record: GeomancyRecord }) {
  const t = useT()
  const l = useLocalize()
  const c = record.result as unknown as GeomancyChart
  const judge = GEOMANCY_MEANINGS[c.judge.latin]
  const nature = (latin: string) => GEOMANCY_MEANINGS[latin].nature
  const n = (i: number) => String(i + 1)
  const dots = (f: GeomancyChart['judge'], label: string) => ({ label, rows: f.rows, name: l(shortFigureName(f.zh)) })
  const share = {
    title: t('oracleRoute.geomancy'),
    subtitle: record.question ? l(record.question) : t('div.noQuestion'),
    date: localTime(record.createdAt),
    picture: dotFiguresPicture([
      [
        ...c.daughters.map((f, i) => dots(f, `${t('geomancy.daughters')}${n(i)}`)),
        ...c.mothers.map((f, i) => dots(f, `${t('geomancy.mothers')}${n(i)}`)),
      ].reverse(),
      c.nieces.map((f, i) => dots(f, `${t('geomancy.nieces')}${n(i)}`)).reverse(),
      [dots(c.witnesses[1], t('geomancy.leftWitness')), dots(c.witnesses[0], t('geomancy.rightWitness'))],
      [dots(c.judge, t('geomancy.judge')), dots(c.reconciler, t('geomancy.reconciler'))],
    ]),
    paragraphs: [
      { heading: `${t('geomancy.answer')} · ${l(c.judge.zh)} · ${t(`geomancy.nature_${judge.nature}`)}` },
      l(judge.asJudge),
      l(judge.meaning),
      judge.keywords.map(l).join('、'),
    ],
    footer: t('shareCard.footer'),
  }
  return (
    <View data-testid="gm-result" data-record={record.id}>
      <View className="card">
        <Text className="gm-question" data-testid="gm-question">
          {record.question ? l(record.question) : t('div.noQuestion')}
        </Text>
      </View>
      <View className="card gm-shield" data-testid="gm-shield">
        <Text className="card__title">{t('geomancy.shield')}</Text>
        {/* Read right to left, as the shield is drawn: mother 1 at the right. */}
        <View className="gm-line">
          {[
            ...c.daughters.map((f, i) => ({ f, label: `${t('geomancy.daughters')}${n(i)}` })),
            ...c.mothers.map((f, i) => ({ f, label: `${t('geomancy.mothers')}${n(i)}` })),
          ]
            .reverse()
            .map((x) => (
              <Figure key={x.label} f={x.f} label={x.label} />
            ))}
        </View>
        <View className="gm-line gm-line--nieces">
          {c.nieces.map((f, i) => <Figure key={i} f={f} label={`${t('geomancy.nieces')}${n(i)}`} />).reverse()}
        </View>
        <View className="gm-line gm-line--witnesses">
          <Figure f={c.witnesses[1]} label={t('geomancy.leftWitness')} />
          <Figure f={c.witnesses[0]} label={t('geomancy.rightWitness')} />
        </View>
        <View className="gm-line">
          <Figure f={c.judge} label={t('geomancy.judge')} testId="gm-judge" big />
          <Figure f={c.reconciler} label={t('geomancy.reconciler')} testId="gm-reconciler" />
        </View>
      </View>
      <View className="card" data-testid="gm-answer">
        <Text className="card__title">
          {t('geomancy.answer')} · {l(c.judge.zh)}{' '}
          <Text className={`gm-nature gm-nature--${judge.nature}`}>{t(`geomancy.nature_${judge.nature}`)}</Text>
        </Text>
        <Text className="gm-text gm-text--strong">{l(judge.asJudge)}</Text>
        <Text className="gm-text">{l(judge.meaning)}</Text>
        <View className="gm-keywords">
          {judge.keywords.map((k) => (
            <Text key={k} className="gm-keyword">
              {l(k)}
            </Text>
          ))}
        </View>
      </View>
      <View className="card">
        <Text className="card__title">{t('geomancy.houses')}</Text>
        <View className="gm-houses" data-testid="gm-houses">
          {c.houses.map((f, i) => (
            <View key={i} className="gm-house">
              <Text className="gm-house__n">{t('geomancy.house', { n: i + 1 })}</Text>
              <Text className="gm-house__name">{l(f.zh)}</Text>
              <Text className={`gm-nature gm-nature--${nature(f.latin)}`}>{t(`geomancy.nature_${nature(f.latin)}`)}</Text>
            </View>
          ))}
        </View>
      </View>
      <ShareImageButton content={share} fileTitle={t('oracleRoute.geomancy')} canvasId="gm-share-canvas" testId="gm-share" />
    </View>
  )
}

/** Geomancy: four mothers from a seeded draw or the user's own marks, the shield chart, the judge's answer. */
export default function GeomancyPage() {
  const t = useT()
  const params = useRouteParams()
  const records = useDivinationHistory((s) => s.records)
  const [question, setQuestion] = useState('')
  const [method, setMethod] = useState<Method>('random')
  const [marks, setMarks] = useState<number[]>([])
  const [count, setCount] = useState(0)
  const [saved, setSaved] = useState<GeomancyRecord | null>(null)

  const cast = (input: GeomancyInput) => {
    const chart = castGeomancy(input)
    const record = useDivinationHistory.getState().castSaved({ system: 'geomancy', question, inputs: { ...input }, result: chart })
    if (record.system === 'geomancy') setSaved(record)
    setMarks([])
    setCount(0)
  }
  const nextLine = () => {
    const all = [...marks, count]
    setCount(0)
    if (all.length === LINES) cast({ marks: all })
    else setMarks(all)
  }

  const reopened = params.record ? recordById(records, params.record) : undefined
  let body
  if (params.record) {
    body =
      reopened?.system === 'geomancy' ? (
        <Chart record={reopened} />
      ) : (
        <View className="card muted" data-testid="gm-not-found">
          {t('div.notFound')}
        </View>
      )
  } else if (saved) {
    body = (
      <View>
        <Chart record={saved} />
        <View className="gm-actions">
          <Pressable className="btn btn--ghost" data-testid="gm-history" onPress={() => void navigate('divination-history')}>
            {t('div.history')}
          </Pressable>
          <Pressable className="btn" data-testid="gm-again" onPress={() => setSaved(null)}>
            {t('geomancy.again')}
          </Pressable>
        </View>
      </View>
    )
  } else {
    body = (
      <View data-testid="gm-form">
        <View className="card">
          <Text className="muted">{t('geomancy.intro')}</Text>
        </View>
        <QuestionCard prefix="gm" value={question} onChange={setQuestion} />
        <View className="card">
          <Segmented<Method>
            testId="gm-method"
            value={method}
            options={[
              { value: 'random', label: t('geomancy.byRandom') },
              { value: 'marks', label: t('geomancy.byMarks') },
            ]}
            onChange={setMethod}
          />
          {method === 'random' ? (
            <Pressable className="btn gm-cast" data-testid="gm-cast" onPress={() => cast({ seed: questionSeed(question, Date.now()) })}>
              {t('geomancy.cast')}
            </Pressable>
          ) : (
            <View className="gm-marks">
              <Text className="muted">{t('geomancy.marksHint', { line: marks.length + 1 })}</Text>
              <Pressable className="gm-pad" data-testid="gm-pad" label={t('geomancy.markPad')} onPress={() => setCount(count + 1)}>
                <View className="gm-pad__marks" aria-hidden="true">
                  {Array.from({ length: count }, (_, i) => (
                    <Text key={i} className="gm-pad__mark">
                      ·
                    </Text>
                  ))}
                </View>
                {count === 0 && <Text className="muted">{t('geomancy.markPad')}</Text>}
              </Pressable>
              <Text className="muted" data-testid="gm-count">
                {t('geomancy.marksSoFar', { count })}
              </Text>
              <View className="gm-actions">
                <Pressable
                  className="btn btn--ghost"
                  data-testid="gm-restart"
                  onPress={() => {
                    setMarks([])
                    setCount(0)
                  }}
                >
                  {t('geomancy.restart')}
                </Pressable>
                <Pressable className="btn" data-testid="gm-next" disabled={count === 0} onPress={nextLine}>
                  {t('geomancy.nextLine')}
                </Pressable>
              </View>
            </View>
          )}
        </View>
      </View>
    )
  }
  return <PageShell routeId="geomancy">{body}</PageShell>
}
