import { Text, View } from '@tarojs/components'
import { useLocalize, useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { momentOf } from '@/divination/calendar'
import { normalizeQimenSettings, qimenChart, type QimenChart } from '@/divination/qimen'
import { navigate } from '@/platform/navigation'
import { engineQimenSettings, useQimenSettings } from '@/store/qimen-settings'
import { type CastTimeInput } from '../chinese-divination/cast-time'
import { CastTimeRow, QuestionCard } from '../chinese-divination/form-parts'
import { useSavedBoard } from '../chinese-divination/saved-board'
import { QimenBoard } from './board'
import './index.css'

/** The board of a moment, or the engine's message for a moment it cannot take. */
function compute(when: CastTimeInput, settings: ReturnType<typeof engineQimenSettings>): QimenChart | string {
  try {
    return qimenChart(momentOf(when), settings)
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
  // A reopened board keeps the school choices it was cast with.
  const engineSettings = reopened ? normalizeQimenSettings(reopened.inputs.settings) : engineQimenSettings(settings)
  const chart = compute(when, engineSettings)
  const save = () => {
    if (typeof chart === 'string') return
    saveBoard({ settings: engineSettings }, { pillars: chart.pillars, dun: chart.dun, ju: chart.ju, solarTerm: chart.solarTerm })
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
        <View data-testid="qm-chart" data-ju={`${chart.dun}${chart.ju}`}>
          <View className="card qm-head">
            <Text className="qm-pillars" data-testid="qm-pillars">
              {l(chart.pillars)}
            </Text>
            <Text className="qm-ju" data-testid="qm-ju">
              {l(`${chart.solarTerm} ${chart.yuan} ${chart.dun}${t('qimen.juN', { n: chart.ju })}`)}
            </Text>
            <View className="qm-facts">
              <Text>{l(t('qimen.zhiFu', { star: chart.zhiFu.star, palace: chart.zhiFu.landsPalace }))}</Text>
              <Text>{l(t('qimen.zhiShi', { door: chart.zhiShi.door, palace: chart.zhiShi.landsPalace }))}</Text>
              <Text>{l(t('qimen.xunHead', { xun: chart.xunHead }))}</Text>
              <Text>{l(t('qimen.void', { void: chart.timeVoid }))}</Text>
              <Text>{l(t('qimen.horse', { branch: chart.horse.branch, palace: chart.horse.palace }))}</Text>
            </View>
          </View>
          <QimenBoard chart={chart} showNum={settings.showHouseNum} showGua={settings.showHouseGua} />
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
