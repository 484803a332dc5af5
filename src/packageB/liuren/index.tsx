import '@/packageB/locales.generated'
import { Text, View } from '@tarojs/components'
import { useLocalize, useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { ChoiceRow, SwitchRow } from '@/components/ui/setting-rows'
import { momentOf } from '@/divination/calendar'
import { liurenChart, normalizeLiurenSettings, type LiurenChart, type LiurenSettings } from '@/divination/liuren'
import { Pressable } from '@/components/ui/pressable'
import { roleAttributes } from '@/platform/a11y'
import { useLiurenSettings } from '@/store/liuren-settings'
import { type CastTimeInput } from '../chinese-divination/cast-time'
import { CastTimeRow, QuestionCard } from '../chinese-divination/form-parts'
import { useSavedBoard } from '../chinese-divination/saved-board'
import './index.css'

const BRANCHES = '子丑寅卯辰巳午未申酉戌亥'
/** The 天地盘 drawn as a square ring, earth branches fixed: 巳午未申 on top, 寅丑子亥 at the bottom. */
const RING_GRID: readonly (readonly (number | null)[])[] = [
  [5, 6, 7, 8],
  [4, null, null, 9],
  [3, null, null, 10],
  [2, 1, 0, 11],
]

function compute(when: CastTimeInput, settings: LiurenSettings): LiurenChart | string {
  try {
    return liurenChart(momentOf(when), settings)
  } catch (e) {
    return e instanceof Error ? e.message : String(e)
  }
}

function Plate({ chart }: { chart: LiurenChart }) {
  const t = useT()
  const l = useLocalize()
  return (
    <View className="lr6-plate" data-testid="lr6-plate" {...roleAttributes('table', t('liuren.plate'))}>
      {RING_GRID.map((row, r) => (
        <View key={r} className="lr6-plate__row" {...roleAttributes('row')}>
          {row.map((b, c) =>
            b === null ? (
              <View key={c} className="lr6-plate__void" />
            ) : (
              <View
                key={c}
                className="lr6-plate__cell"
                {...roleAttributes('cell')}
                data-testid={`lr6-earth-${BRANCHES[b]}`}
                data-heaven={chart.heavenPlate[b]}
              >
                <Text className="lr6-jiang">{l(chart.tianJiangPlate[b])}</Text>
                <Text className="lr6-heaven">{l(chart.heavenPlate[b])}</Text>
                <Text className="lr6-earth">{l(BRANCHES[b])}</Text>
              </View>
            ),
          )}
        </View>
      ))}
    </View>
  )
}

/** 大六壬: 天地盘, 四课, 三传 and 课体 of a moment (now by default). */
export default function LiurenPage() {
  const t = useT()
  const l = useLocalize()
  const stored = useLiurenSettings((s) => s.settings)
  const changed = (patch: Partial<LiurenSettings>) => useLiurenSettings.getState().changed(patch)
  const { reopened, when, setWhen, question, setQuestion, savedId, save: saveBoard } = useSavedBoard('liuren')
  // A reopened board keeps the 贵人 table it was cast with.
  const settings = reopened ? normalizeLiurenSettings(reopened.inputs.settings) : stored
  const chart = compute(when, settings)
  const save = () => {
    if (typeof chart === 'string') return
    saveBoard({ settings }, { pillars: chart.pillars, keTi: chart.keTi, sanChuan: chart.sanChuan.map((c) => c.branch) })
  }
  const keNames = ['一', '二', '三', '四']
  const chuanNames = t('liuren.chuanNames').split(',')
  return (
    <PageShell routeId="liuren">
      <QuestionCard prefix="lr6" value={question} onChange={setQuestion} />
      <View className="card">
        <CastTimeRow when={when} onChange={setWhen} />
      </View>
      {typeof chart === 'string' ? (
        <View className="card ct-warn" data-testid="lr6-error">
          {chart}
        </View>
      ) : (
        <View data-testid="lr6-chart">
          <View className="card">
            <Text className="qm-pillars">{l(chart.pillars)}</Text>
            <View className="qm-facts">
              <Text>{l(t('liuren.yueJiang', { name: chart.yueJiang.name, branch: chart.yueJiang.branch, qi: chart.zhongQi }))}</Text>
              <Text>{l(t('liuren.hour', { branch: chart.hourBranch }))}</Text>
              <Text data-testid="lr6-guiren">
                {l(t('liuren.guiRen', { branch: chart.guiRen.branch, dn: chart.guiRen.dayNight, dir: chart.guiRen.direction }))}
              </Text>
              <Text>{l(t('liuren.void', { void: chart.xunKong }))}</Text>
            </View>
            <Text className="lr6-keti" data-testid="lr6-keti">
              {/* 返吟 with 克 names its 课体 after the 门 itself: say it once. */}
              {l(chart.keTi === chart.zongMen ? chart.zongMen : `${chart.zongMen} · ${chart.keTi}`)}
            </Text>
            <Text className="muted">{l(chart.reason)}</Text>
          </View>
          <View className="card">
            <Text className="card__title">{t('liuren.sanChuan')}</Text>
            {chart.sanChuan.map((c, i) => (
              <View key={i} className="lr6-chuan" data-testid={`lr6-chuan-${i}`}>
                <Text className="lr6-chuan__name">{chuanNames[i]}</Text>
                <Text className="lr6-chuan__branch">{l(c.branch)}</Text>
                <Text className="lr6-chuan__jiang">{l(c.tianJiang)}</Text>
              </View>
            ))}
          </View>
          <View className="card">
            <Text className="card__title">{t('liuren.siKe')}</Text>
            {/* Written right to left: 第一课 on the right. */}
            <View className="lr6-ke">
              {[...chart.siKe].reverse().map((k, i) => (
                <View key={i} className="lr6-ke__col" data-testid={`lr6-ke-${3 - i}`}>
                  <Text className="lr6-jiang">{l(k.tianJiang)}</Text>
                  <Text className="lr6-heaven">{l(k.upper)}</Text>
                  <Text className="lr6-heaven">{l(k.lower)}</Text>
                  <Text className="muted">{t('liuren.keN', { n: keNames[3 - i] })}</Text>
                </View>
              ))}
            </View>
          </View>
          <View className="card">
            <Text className="card__title">{t('liuren.plate')}</Text>
            <Plate chart={chart} />
          </View>
        </View>
      )}
      {typeof chart !== 'string' && (
        <Pressable className="btn div-cast" data-testid="lr6-save" disabled={savedId !== null} onPress={save}>
          {savedId ? t('qimen.savedShort') : t('qimen.save')}
        </Pressable>
      )}
      {/* A reopened board keeps the settings it was cast with: the switches are for new boards. */}
      {!reopened && (
        <View className="list">
          <View className="list__header">{t('liuren.settings')}</View>
          <ChoiceRow
            label={t('liuren.guiRenRule')}
            hint={t('liuren.guiRenRuleHint')}
            value={settings.guiRenRule}
            choices={[
              { value: 'jiaWuGeng', label: t('liuren.rule_jiaWuGeng') },
              { value: 'gengXin', label: t('liuren.rule_gengXin') },
            ]}
            onChange={(v) => changed({ guiRenRule: v })}
            testId="lr6-rule"
          />
          <SwitchRow
            label={t('qimenSettings.nextDayZiShi')}
            hint={t('liuren.nextDayZiShiHint')}
            value={settings.nextDayZiShi}
            onChange={(on) => changed({ nextDayZiShi: on })}
            testId="lr6-zishi"
          />
        </View>
      )}
    </PageShell>
  )
}
