import '@/packageB/locales.generated'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useLocalize, useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { momentOf } from '@/divination/calendar'
import {
  explainDayPalace,
  explainPalace,
  isDayQimenChart,
  normalizeQimenSettings,
  qimenBoardOf,
  type DayQimenChart,
  type QimenChart,
} from '@/divination/qimen'
import { navigate } from '@/platform/navigation'
import { useBaziSettings } from '@/store/bazi-settings'
import { engineQimenSettings, useQimenSettings } from '@/store/qimen-settings'
import { type CastTimeInput } from '../chinese-divination/cast-time'
import { CastTimeRow, QuestionCard } from '../chinese-divination/form-parts'
import { useSavedBoard } from '../chinese-divination/saved-board'
import { DayQimenBoard, QimenBoard } from './board'
import { BoardHead } from './head'
import { PalaceReading } from './reading'
import './index.css'

/** The board of a moment, or the engine's message for a moment it cannot take. */
function compute(when: CastTimeInput, settings: ReturnType<typeof engineQimenSettings>): QimenChart | DayQimenChart | string {
  try {
    return qimenBoardOf(momentOf(when), settings)
  } catch (e) {
    return e instanceof Error ? e.message : String(e)
  }
}

/** 奇门遁甲: the board of a moment (now by default) under the stored school choices. */
export default function QimenPage() {
  const t = useT()
  const l = useLocalize()
  const { reopened, when, setWhen, question, setQuestion, savedId, save: saveBoard } = useSavedBoard('qimen')
  const settings = useQimenSettings((s) => s.settings)
  const nextDayZiShi = useBaziSettings((s) => s.nextDayZiShi)
  // A reopened board keeps the school choices it was cast with.
  const engineSettings = reopened ? normalizeQimenSettings(reopened.inputs.settings) : engineQimenSettings(settings, nextDayZiShi)
  const chart = compute(when, engineSettings)
  const [selected, setSelected] = useState<number | null>(null)
  const grid = {
    showNum: settings.showHouseNum,
    showGua: settings.showHouseGua,
    selected,
    onSelect: (n: number) => setSelected(n === selected ? null : n),
  }
  const save = () => {
    if (typeof chart === 'string') return
    const ju = isDayQimenChart(chart) ? {} : { ju: chart.ju }
    saveBoard({ settings: engineSettings }, { pillars: chart.pillars, dun: chart.dun, ...ju, solarTerm: chart.solarTerm })
  }
  return (
    <PageShell routeId="qimen">
      <QuestionCard prefix="qm" value={question} onChange={setQuestion} />
      <View className="card">
        <CastTimeRow when={when} onChange={setWhen} />
      </View>
      {typeof chart === 'string' ? (
        <View className="card ct-warn" data-testid="qm-error">
          {chart}
        </View>
      ) : (
        <View data-testid="qm-chart" data-ju={isDayQimenChart(chart) ? `${chart.dun}日家` : `${chart.dun}${chart.ju}`}>
          <BoardHead chart={chart} />
          {isDayQimenChart(chart) ? <DayQimenBoard chart={chart} {...grid} /> : <QimenBoard chart={chart} {...grid} />}
          {selected !== null && (
            <PalaceReading
              reading={isDayQimenChart(chart) ? explainDayPalace(chart, selected) : explainPalace(chart, selected)}
              onClose={() => setSelected(null)}
            />
          )}
          <View className="card">
            <Text className="card__title">{t('qimen.derivation')}</Text>
            {chart.derivation.map((line) => (
              <Text key={line} className="qm-derivation">
                {l(line)}
              </Text>
            ))}
          </View>
        </View>
      )}
      {typeof chart !== 'string' && (
        <Pressable className="btn div-cast" data-testid="qm-save" disabled={savedId !== null} onPress={save}>
          {savedId ? t('qimen.savedShort') : t('qimen.save')}
        </Pressable>
      )}
      {!reopened && (
        <View className="list">
          <Pressable className="list__item" data-testid="qm-settings" onPress={() => void navigate('qimen-settings')}>
            {t('qimen.settings')} ›
          </Pressable>
        </View>
      )}
    </PageShell>
  )
}
