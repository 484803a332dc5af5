import '@/packageB/locales.generated'
import { Text, View } from '@tarojs/components'
import { useRouteParams } from '@/platform/route-params'
import { useCallback, useState } from 'react'
import { PageShell } from '@/components/ui/page-shell'
import { Segmented } from '@/components/ui/segmented'
import { useT } from '@/components/hooks'
import type { CoinSide, CoinYangSide, LiuyaoCast } from '@/divination/liuyao'
import { recordById, useDivinationHistory, type StoredCast } from '@/store/divination-history'
import { castTimeFromFields, castTimeOf, newSeed, parsePositiveInts } from '../chinese-divination/cast-time'
import { toast } from '../chinese-divination/dialogs'
import { CastTimeRow, MethodRow, NumbersInput, QuestionCard, ResultActions, ZiShiAndHistoryRows } from '../chinese-divination/form-parts'
import { inputsOf, runCast, tossesOf, type LiuyaoInputs, type PageMethod } from './cast'
import { CoinToss } from './coin-toss'
import { LiuyaoResult } from './result'
import { Pressable } from '@/components/ui/pressable'
import './index.css'

type Phase = { kind: 'form' } | { kind: 'tossing'; record: StoredCast; tosses: CoinSide[][] } | { kind: 'result'; record: StoredCast }

const LINE_LABELS = ['初爻', '二爻', '三爻', '四爻', '五爻', '上爻']

export default function LiuyaoPage() {
  const t = useT()
  const params = useRouteParams()
  const records = useDivinationHistory((s) => s.records)
  const settings = useDivinationHistory((s) => s.settings)
  const { castSaved, coinYangSideChosen, nextDayZiShiChosen } = useDivinationHistory.getState()
  const reopened = params.record ? recordById(records, params.record) : undefined

  const [phase, setPhase] = useState<Phase>({ kind: 'form' })
  const [question, setQuestion] = useState('')
  const [method, setMethod] = useState<PageMethod>('coins')
  const [when, setWhen] = useState(() => castTimeOf(new Date()))
  const [lines, setLines] = useState<number[]>([7, 8, 7, 8, 7, 8])
  const [numbers, setNumbers] = useState(['', '', ''])

  const finishToss = useCallback(() => setPhase((p) => (p.kind === 'tossing' ? { kind: 'result', record: p.record } : p)), [])

  const cast = () => {
    let nums: number[] | undefined
    if (method === 'numbers') {
      nums = parsePositiveInts(numbers, 2)
      if (!nums) return toast(t('div.badNumbers'))
    }
    const inputs = inputsOf({
      method,
      time: method === 'coins' ? castTimeOf(new Date()) : castTimeFromFields(when.date, when.time),
      nextDayZiShi: settings.nextDayZiShi,
      yangSide: settings.coinYangSide,
      lines,
      numbers: nums,
      seed: method === 'coins' ? newSeed() : undefined,
    })
    let result: LiuyaoCast
    try {
      result = runCast(inputs)
    } catch (e) {
      return toast(t('div.castFailed', { message: (e as Error).message }))
    }
    const record = castSaved({ system: 'liuyao', question, castTime: inputs.time as StoredCast['castTime'], inputs: { ...inputs }, result })
    const tosses = tossesOf(result)
    setPhase(tosses ? { kind: 'tossing', record, tosses } : { kind: 'result', record })
  }

  const replay = (record: StoredCast) => {
    const again = runCast(record.inputs as unknown as LiuyaoInputs)
    const tosses = tossesOf(again)
    if (tosses) setPhase({ kind: 'tossing', record, tosses })
  }

  let body
  if (phase.kind === 'tossing') {
    const yangSide = ((phase.record.inputs as unknown as LiuyaoInputs).coinSettings?.yangSide ?? 'back') as CoinYangSide
    body = <CoinToss tosses={phase.tosses} yangSide={yangSide} onDone={finishToss} />
  } else if (phase.kind === 'result' || (params.record && reopened)) {
    const record = phase.kind === 'result' ? phase.record : reopened!
    body = (
      <View>
        <LiuyaoResult record={record} />
        <ResultActions prefix="ly" onAgain={params.record ? undefined : () => setPhase({ kind: 'form' })}>
          {record.inputs.method === 'coins' && (
            <Pressable className="btn btn--ghost ly-actions__btn" data-testid="ly-replay" onPress={() => replay(record)}>
              {t('divLiuyao.replay')}
            </Pressable>
          )}
        </ResultActions>
      </View>
    )
  } else if (params.record) {
    body = (
      <View className="card muted" data-testid="ly-not-found">
        {t('div.notFound')}
      </View>
    )
  } else {
    body = (
      <View data-testid="ly-form">
        <QuestionCard prefix="ly" value={question} onChange={setQuestion} />
        <View className="card">
          <MethodRow<PageMethod>
            prefix="ly"
            value={method}
            onChange={setMethod}
            options={[
              { value: 'coins', label: t('div.byCoins') },
              { value: 'lines', label: t('div.byLines') },
              { value: 'numbers', label: t('div.byNumbers') },
              { value: 'time', label: t('div.byTime') },
            ]}
          />
          {method !== 'coins' && <CastTimeRow when={when} onChange={setWhen} />}
          {method === 'coins' && <View className="muted div-hint">{t('divLiuyao.coinSideHint')}</View>}
          {method === 'lines' && (
            <View className="ly-lines">
              <View className="muted div-hint">{t('divLiuyao.linesHint')}</View>
              {[5, 4, 3, 2, 1, 0].map((i) => (
                <View key={i} className="ly-lines__row">
                  <Text className="ly-lines__label">{LINE_LABELS[i]}</Text>
                  <Segmented<string>
                    testId={`ly-line-input-${i + 1}`}
                    value={String(lines[i])}
                    onChange={(v) => setLines((ls) => ls.map((x, k) => (k === i ? Number(v) : x)))}
                    options={[7, 8, 9, 6].map((v) => ({ value: String(v), label: t(`divLiuyao.v${v}`) }))}
                  />
                </View>
              ))}
            </View>
          )}
          {method === 'numbers' && <NumbersInput prefix="ly" numbers={numbers} onChange={setNumbers} />}
          <Pressable className="btn div-cast" data-testid="ly-cast" onPress={cast}>
            {t('div.cast')}
          </Pressable>
        </View>
        <View className="list">
          <View className="list__header">{t('div.settings')}</View>
          <View className="list__item">
            <Text>{t('divLiuyao.coinSide')}</Text>
            <Segmented<CoinYangSide>
              testId="ly-coin-side"
              value={settings.coinYangSide}
              onChange={coinYangSideChosen}
              options={[
                { value: 'back', label: t('divLiuyao.coinBack') },
                { value: 'face', label: t('divLiuyao.coinFace') },
              ]}
            />
          </View>
          <ZiShiAndHistoryRows nextDayZiShi={settings.nextDayZiShi} onZiShi={nextDayZiShiChosen} />
        </View>
      </View>
    )
  }
  return <PageShell routeId="liuyao">{body}</PageShell>
}
