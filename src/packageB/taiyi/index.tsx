import '@/packageB/locales.generated'
import { Text, View } from '@tarojs/components'
import { useLocalize, useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { Segmented } from '@/components/ui/segmented'
import { momentOf } from '@/divination/calendar'
import {
  LESSER_SPIRITS,
  normalizeTaiyiSettings,
  TAIYI_MODES,
  TAIYI_SCHOOLS,
  taiyiChart,
  type TaiyiChart,
  type TaiyiMode,
  type TaiyiSchool,
  type TaiyiSettings,
} from '@/divination/taiyi'
import { useTaiyiSettings } from '@/store/taiyi-settings'
import { type CastTimeInput } from '../chinese-divination/cast-time'
import { CastTimeRow, QuestionCard } from '../chinese-divination/form-parts'
import { useSavedBoard } from '../chinese-divination/saved-board'
import { TaiyiBoard } from './board'
import './index.css'

/** The chart of a moment, or the engine's message for a moment it cannot take. */
function compute(when: CastTimeInput, mode: TaiyiMode, school: TaiyiSchool): TaiyiChart | string {
  try {
    return taiyiChart(momentOf(when), { mode, school })
  } catch (e) {
    return e instanceof Error ? e.message : String(e)
  }
}

/** The values listed under the board, each with its explanation (i18n keys taiyi.item_<key>). */
function facts(c: TaiyiChart, t: ReturnType<typeof useT>): { key: string; value: string }[] {
  const pos = (name: string) => `${c.ring.find((r) => r.name === name)!.god}（${name}）`
  return [
    { key: 'taiyi', value: t('taiyi.palaceN', { n: c.taiyiPalace }) },
    { key: 'wenChang', value: pos(c.wenChang) },
    { key: 'shiJi', value: pos(c.shiJi) },
    { key: 'dingMu', value: pos(c.dingMu) },
    { key: 'zhuSuan', value: t('taiyi.suan', { n: c.zhuSuan }) },
    { key: 'keSuan', value: t('taiyi.suan', { n: c.keSuan }) },
    { key: 'dingSuan', value: t('taiyi.suan', { n: c.dingSuan }) },
    { key: 'zhuDaJiang', value: t('taiyi.jiangPair', { da: c.zhuDaJiang, can: c.zhuCanJiang }) },
    { key: 'keDaJiang', value: t('taiyi.jiangPair', { da: c.keDaJiang, can: c.keCanJiang }) },
    { key: 'dingDaJiang', value: t('taiyi.jiangPair', { da: c.dingDaJiang, can: c.dingCanJiang }) },
    { key: 'jiShen', value: t('taiyi.ringPair', { a: c.jiShen, b: c.heShen, c: c.taiSui }) },
    {
      key: 'spirits',
      value: LESSER_SPIRITS.map((s) => {
        const at = c.spirits[s]
        return `${s} ${typeof at === 'number' ? t('taiyi.palaceN', { n: at }) : t(`taiyi.hall_${at}`)}`
      }).join('，'),
    },
  ]
}

const TEXT_KEY: Record<string, string> = { zhuDaJiang: 'jiang', keDaJiang: 'jiang', dingDaJiang: 'jiang' }

/** 太乙神数: the board of a moment (now by default) in the chosen 计 and 积年 school. */
export default function TaiyiPage() {
  const t = useT()
  const l = useLocalize()
  const { reopened, when, setWhen, question, setQuestion, savedId, save: saveBoard } = useSavedBoard('taiyi')
  const stored = useTaiyiSettings((s) => s.settings)
  // A reopened board keeps the count and school it was cast with.
  const { mode, school } = reopened ? normalizeTaiyiSettings(reopened.inputs.settings) : stored
  const changed = (patch: Partial<TaiyiSettings>) => useTaiyiSettings.getState().changed(patch)
  const chart = compute(when, mode, school)
  const save = () => {
    if (typeof chart === 'string') return
    saveBoard({ settings: { mode, school } }, { pillars: chart.pillars, dun: chart.dun, ju: chart.ju, taiyiPalace: chart.taiyiPalace })
  }
  return (
    <PageShell routeId="taiyi">
      <QuestionCard prefix="ty" value={question} onChange={setQuestion} />
      <View className="card">
        <CastTimeRow when={when} onChange={setWhen} />
        {!reopened && (
          <>
            <View className="div-row">
              <Text className="card__title div-row__title">{t('taiyi.mode')}</Text>
              <Segmented<TaiyiMode>
                testId="ty-mode"
                label={t('taiyi.mode')}
                value={mode}
                onChange={(v) => changed({ mode: v })}
                options={TAIYI_MODES.map((m) => ({ value: m, label: t(`taiyi.mode_${m}`) }))}
              />
            </View>
            <View className="div-row">
              <Text className="card__title div-row__title">{t('taiyi.school')}</Text>
              <Segmented<TaiyiSchool>
                testId="ty-school"
                label={t('taiyi.school')}
                value={school}
                onChange={(v) => changed({ school: v })}
                options={TAIYI_SCHOOLS.map((s) => ({ value: s, label: t(`taiyi.school_${s}`) }))}
              />
            </View>
            <Text className="ty-head-sub">{t('taiyi.schoolHint')}</Text>
          </>
        )}
      </View>
      {typeof chart === 'string' ? (
        <View className="card ct-warn" data-testid="ty-error">
          {chart}
        </View>
      ) : (
        <View data-testid="ty-chart" data-ju={`${chart.dun}${chart.ju}`} data-palace={chart.taiyiPalace}>
          <View className="card">
            <Text className="ty-head-ju" data-testid="ty-ju">
              {l(`${chart.yuan} ${t('taiyi.juN', { dun: chart.dun, ju: chart.ju })} ${chart.sanCai}`)}
            </Text>
            <Text className="ty-head-sub" data-testid="ty-pillars">
              {l(chart.pillars)}
            </Text>
            <Text className="ty-head-sub" data-testid="ty-count">
              {l(t('taiyi.count', { label: chart.count.label, value: chart.count.value }))}
            </Text>
          </View>
          <TaiyiBoard chart={chart} />
          <View className="card">
            <Text className="card__title">{t('taiyi.facts')}</Text>
            {facts(chart, t).map(({ key, value }) => (
              <View key={key} className="ty-fact" data-testid={`ty-fact-${key}`}>
                <View className="ty-fact__head">
                  <Text>{t(`taiyi.item_${key}`)}</Text>
                  <Text className="ty-fact__value">{l(value)}</Text>
                </View>
                <Text className="ty-fact__text">{t(`taiyi.item_${TEXT_KEY[key] ?? key}Text`)}</Text>
              </View>
            ))}
          </View>
          <View className="card">
            <Text className="card__title">{t('taiyi.derivation')}</Text>
            {chart.derivation.map((line) => (
              <Text key={line} className="ty-derivation">
                {l(line)}
              </Text>
            ))}
          </View>
        </View>
      )}
      {typeof chart !== 'string' && (
        <Pressable className="btn div-cast" data-testid="ty-save" disabled={savedId !== null} onPress={save}>
          {savedId ? t('qimen.savedShort') : t('qimen.save')}
        </Pressable>
      )}
    </PageShell>
  )
}
