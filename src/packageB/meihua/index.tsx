import '@/packageB/locales.generated'
import { Text, View } from '@tarojs/components'
import { useRouteParams } from '@/platform/route-params'
import { useState } from 'react'
import { PageShell } from '@/components/ui/page-shell'
import { Hexagram } from '@/components/hexagram/hexagram'
import { useYiLocalize } from '@/components/hexagram/localize'
import { useT } from '@/components/hooks'
import { navigate } from '@/platform/navigation'
import { castMeihua, type MeihuaCast, type MeihuaCastInput } from '@/divination/meihua'
import { recordById, useDivinationHistory, type StoredCast } from '@/store/divination-history'
import { castTimeFromFields, castTimeOf, formatCreatedAt, parsePositiveInts } from '../chinese-divination/cast-time'
import { toast } from '../chinese-divination/dialogs'
import { CastTimeRow, MethodRow, NumbersInput, QuestionCard, ResultActions, ZiShiAndHistoryRows } from '../chinese-divination/form-parts'
import { meihuaView, tiYongLabels } from './view'
import { Pressable } from '@/components/ui/pressable'
import './index.css'

type Method = 'time' | 'numbers'

function MeihuaResult({ record }: { record: StoredCast }) {
  const t = useT()
  const lz = useYiLocalize()
  const r = record.result as unknown as MeihuaCast
  const v = meihuaView(r)
  const tiName = t('divMeihua.ti')
  const yongName = t('divMeihua.yong')
  const hexes = [
    {
      key: 'original',
      label: t('div.original'),
      name: r.original,
      n: r.originalN,
      bits: v.originalBits,
      moving: [r.movingLine],
      side: tiYongLabels(r.movingLine, tiName, yongName),
    },
    { key: 'mutual', label: t('div.mutual'), name: r.mutual, n: r.mutualN, bits: v.mutualBits, moving: [], side: undefined },
    { key: 'changed', label: t('div.changed'), name: r.changed, n: r.changedN, bits: v.changedBits, moving: [], side: undefined },
  ]
  const tn = r.timeNumbers
  return (
    <View data-testid="mh-result">
      <View className="card">
        <Text className="mh-question" data-testid="mh-question">
          {record.question ? lz(record.question) : t('div.noQuestion')}
        </Text>
        <View className="mh-facts">
          {record.castTime && 'date' in record.castTime && (
            <Text>
              {t('div.solar')} {record.castTime.date} {record.castTime.time}
            </Text>
          )}
          {r.lunar && (
            <Text>
              {t('div.lunar')}{' '}
              {lz(
                t('div.lunarDate', {
                  year: r.lunar.yearGanZhi,
                  leap: r.lunar.leapMonth ? t('div.leap') : '',
                  month: r.lunar.month,
                  day: r.lunar.day,
                }),
              )}{' '}
              {lz(t('divMeihua.hourBranch', { branch: r.lunar.hourBranch }))}
            </Text>
          )}
          {tn && (
            <Text>
              {t('divMeihua.numbersLine', { year: tn.year, month: tn.month, day: tn.day, hour: tn.hour, upper: r.sums[0], total: r.sums[1] })}
            </Text>
          )}
          {r.numbers && (
            <Text>
              {t('divMeihua.byNumbersLine', {
                upper: r.numbers[0],
                lower: r.numbers[1],
                moving: r.numbers.length === 3 ? r.numbers[2] : `${r.numbers[0]}+${r.numbers[1]}`,
              })}
            </Text>
          )}
          {!record.castTime && <Text>{formatCreatedAt(record.createdAt)}</Text>}
        </View>
      </View>
      <View className="card mh-hexes">
        {hexes.map((h) => (
          <Pressable key={h.key} className="mh-hex" data-testid={`mh-${h.key}`} onPress={() => void navigate('yi', { n: h.n })}>
            <Text className="mh-hex__label">{h.label}</Text>
            <Hexagram lines={h.bits} moving={h.moving} size="sm" sideLabels={h.side} showMarks={h.key === 'original'} />
            <Text className="mh-hex__name">{lz(h.name)}</Text>
          </Pressable>
        ))}
      </View>
      <View className="card">
        <View className="mh-tiyong">
          <View className="mh-tiyong__item">
            <Text className="mh-tiyong__tag">{tiName}</Text>
            <Text className="mh-tiyong__gua" data-testid="mh-ti">
              {lz(r.ti)}
            </Text>
          </View>
          <View className="mh-tiyong__item">
            <Text className="mh-tiyong__tag mh-tiyong__tag--yong">{yongName}</Text>
            <Text className="mh-tiyong__gua" data-testid="mh-yong">
              {lz(r.yong)}
            </Text>
          </View>
          <View className="mh-tiyong__item">
            <Text className="mh-tiyong__tag mh-tiyong__tag--mv">{t('div.movingLine')}</Text>
            <Text className="mh-tiyong__gua">{lz(t('div.lineNames').split(',')[r.movingLine - 1])}</Text>
          </View>
        </View>
        <View className="mh-relation" data-testid="mh-relation">
          {lz(t(`divMeihua.rel_${r.tiYongRelation}`, { defaultValue: r.tiYongRelation }))}
        </View>
        <View className="mh-rule">
          「{lz(t('divMeihua.rule'))}」{lz(t('divMeihua.ruleSource'))}
        </View>
      </View>
      <View className="card">
        <Text className="mh-sec">
          {lz(r.original)} · {t('div.guaCi')}
        </Text>
        <View className="mh-classic">{lz(v.guaCi)}</View>
        <Text className="mh-sec">
          {t('div.movingLine')} · {lz(v.movingYao.label)}
        </Text>
        <View className="mh-classic">{lz(v.movingYao.text)}</View>
      </View>
    </View>
  )
}

export default function MeihuaPage() {
  const t = useT()
  const params = useRouteParams()
  const records = useDivinationHistory((s) => s.records)
  const settings = useDivinationHistory((s) => s.settings)
  const { castSaved, nextDayZiShiChosen } = useDivinationHistory.getState()
  const reopened = params.record ? recordById(records, params.record) : undefined

  const [result, setResult] = useState<StoredCast | null>(null)
  const [question, setQuestion] = useState('')
  const [method, setMethod] = useState<Method>('time')
  const [when, setWhen] = useState(() => castTimeOf(new Date()))
  const [numbers, setNumbers] = useState(['', '', ''])

  const cast = () => {
    const input: MeihuaCastInput = { method, time: castTimeFromFields(when.date, when.time), nextDayZiShi: settings.nextDayZiShi }
    if (method === 'numbers') {
      const nums = parsePositiveInts(numbers, 2)
      if (!nums) return toast(t('div.badNumbers'))
      input.numbers = nums
    }
    let r: MeihuaCast
    try {
      r = castMeihua(input)
    } catch (e) {
      return toast(t('div.castFailed', { message: (e as Error).message }))
    }
    setResult(castSaved({ system: 'meihua', question, castTime: input.time as StoredCast['castTime'], inputs: { ...input }, result: r }))
  }

  let body
  const shown = result ?? (params.record ? reopened : undefined)
  if (shown) {
    body = (
      <View>
        <MeihuaResult record={shown} />
        <ResultActions prefix="mh" onAgain={params.record ? undefined : () => setResult(null)} />
      </View>
    )
  } else if (params.record) {
    body = (
      <View className="card muted" data-testid="mh-not-found">
        {t('div.notFound')}
      </View>
    )
  } else {
    body = (
      <View data-testid="mh-form">
        <QuestionCard prefix="mh" value={question} onChange={setQuestion} />
        <View className="card">
          <MethodRow<Method>
            prefix="mh"
            value={method}
            onChange={setMethod}
            options={[
              { value: 'time', label: t('div.byTime') },
              { value: 'numbers', label: t('div.byNumbers') },
            ]}
          />
          {method === 'time' ? <CastTimeRow when={when} onChange={setWhen} /> : <NumbersInput prefix="mh" numbers={numbers} onChange={setNumbers} />}
          <Pressable className="btn div-cast" data-testid="mh-cast" onPress={cast}>
            {t('div.cast')}
          </Pressable>
        </View>
        <View className="list">
          <View className="list__header">{t('div.settings')}</View>
          <ZiShiAndHistoryRows nextDayZiShi={settings.nextDayZiShi} onZiShi={nextDayZiShiChosen} switchTestId="mh-zishi" />
        </View>
      </View>
    )
  }
  return <PageShell routeId="meihua">{body}</PageShell>
}
