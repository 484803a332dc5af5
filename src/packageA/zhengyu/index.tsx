import '@/packageA/locales.generated'
import { Text, View } from '@tarojs/components'
import { useMemo, useState } from 'react'
import { useLocalize, useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { ZhengyuWheel } from '@/components/zhengyu-wheel/wheel'
import type { ZhengyuChart } from '@/divination/zhengyu'
import { roleAttributes } from '@/platform/a11y'
import { navigate } from '@/platform/navigation'
import { useRouteParams } from '@/platform/route-params'
import { systemInfo } from '@/platform/system'
import { useBirths } from '@/store/births'
import { currentStyle, useChartStyles } from '@/store/chart-styles'
import { useZhengyuSettings } from '@/store/zhengyu-settings'
import { zhengyuChartOfBirth } from './birth-chart'
import { ShenshaCard } from './shensha-card'
import { bodyRows, degMin, frameText, wheelSummaryText } from './rows'
import { useFilesEphemeris } from './use-files-ephemeris'
import { XianduCard } from './xiandu-card'
import '../chart-common/chart.css'
import './index.css'

/** The wheel fits the window width (page and card padding aside). */
function wheelSizePx(): number {
  const w = systemInfo().windowWidth || 375
  return Math.max(160, Math.min(w - 56, 520))
}

/** 七政四余 chart of a birth (?a=<birth id>, else the chart birth): the round chart, 命身, bodies, palaces, 限度 and 神煞. */
export default function ZhengyuPage() {
  const t = useT()
  const l = useLocalize()
  const params = useRouteParams() as Record<string, string | undefined>
  const list = useBirths((s) => s.list)
  const chartBirth = useBirths((s) => s.chartBirth)
  const birth = (params.a ? list.find((b) => b.id === Number(params.a) && !b.isDel) : undefined) ?? chartBirth ?? null
  const settings = useZhengyuSettings((s) => s.settings)
  // ?at=<epoch ms, negative before 1970> dates the current 限; otherwise now.
  const [atMs] = useState(() => (params.at && Number.isFinite(Number(params.at)) ? Number(params.at) : Date.now()))
  const style = currentStyle(useChartStyles())
  const { eph, loadError } = useFilesEphemeris()
  const result = useMemo((): { chart: ZhengyuChart | null; error: string | null } => {
    if (!eph || !birth) return { chart: null, error: null }
    try {
      return { chart: zhengyuChartOfBirth(eph, birth, settings), error: null }
    } catch (e) {
      return { chart: null, error: e instanceof Error ? e.message : String(e) }
    }
  }, [eph, birth, settings])
  const chart = result.chart
  const error = loadError ?? result.error
  const size = useMemo(wheelSizePx, [])
  const centre = useMemo(() => ({ ming: t('zhengyu.centreMing'), shen: t('zhengyu.centreShen') }), [t])

  return (
    <PageShell routeId="zhengyu" title={birth ? `${l(birth.name)} · ${t('zhengyu.title')}` : t('zhengyu.title')}>
      {!birth && <View className="card muted">{t('zhengyu.noBirth')}</View>}
      {birth && (
        <View className="zy-toolbar">
          <Text className="zy-source" data-testid="zy-birth">
            {l(birth.name)} · {birth.date} {birth.time}
          </Text>
          <Pressable inline className="zy-chip" data-testid="zy-choose-birth" onPress={() => void navigate('birth-list', { pick: 'chart' })}>
            {t('zhengyu.chooseBirth')}
          </Pressable>
        </View>
      )}
      {birth && !eph && !error && (
        <View className="ct-loading" role="status">
          {t('zhengyu.loading')}
        </View>
      )}
      {error && <View className="card ct-warn">{t('zhengyu.error', { message: l(error) })}</View>}
      {chart && (
        <View data-testid="zy-result" data-ming={chart.mingGong} data-miao={settings.miaoWangType}>
          <View className="card">
            <View className="card__title">{t('zhengyu.wheelTitle')}</View>
            <Text className="muted zy-frame" data-testid="zy-frame">
              {frameText(chart, t)}
            </Text>
            <ZhengyuWheel
              canvasId="zy-wheel"
              chart={chart}
              sizePx={size}
              style={style}
              localize={l}
              centre={centre}
              summary={wheelSummaryText(chart, t)}
            />
            <Text className="muted zy-hint">{t('zhengyu.wheelHint')}</Text>
          </View>
          <Facts chart={chart} />
          <BodyTable chart={chart} />
          <PalaceTable chart={chart} />
          <XianduCard chart={chart} atMs={atMs} />
          <ShenshaCard title={t('zhengyu.shenshaNatal')} list={chart.shensha} testId="zy-shensha" />
        </View>
      )}
      <View className="list">
        {birth && (
          <Pressable className="list__item" data-testid="zy-co-chart" onPress={() => void navigate('zhengyu-co-chart', { a: birth.id })}>
            {t('zhengyu.coChartLink')} ›
          </Pressable>
        )}
        <Pressable className="list__item" data-testid="zy-settings" onPress={() => void navigate('zhengyu-settings')}>
          {t('zhengyu.settings')} ›
        </Pressable>
      </View>
    </PageShell>
  )
}

function Facts({ chart }: { chart: ZhengyuChart }) {
  const t = useT()
  const l = useLocalize()
  const fact = (label: string, value: string, testId: string) => (
    <View className="zy-fact" data-testid={testId}>
      <Text className="zy-fact__label">{label}</Text>
      <Text className="zy-fact__value">{l(value)}</Text>
    </View>
  )
  return (
    <View className="card" data-testid="zy-facts">
      <View className="card__title">{t('zhengyu.facts')}</View>
      <View className="zy-facts">
        {fact(t('zhengyu.mingGong'), chart.mingGong, 'zy-ming')}
        {fact(t('zhengyu.mingDu'), t('zhengyu.xiuDeg', { xiu: chart.mingDu.xiu, deg: degMin(chart.mingDu.xiuDeg) }), 'zy-mingdu')}
        {fact(t('zhengyu.mingZhu'), chart.mingZhu, 'zy-mingzhu')}
        {fact(t('zhengyu.duZhu'), chart.duZhu, 'zy-duzhu')}
        {fact(t('zhengyu.shenGong'), chart.shenGong, 'zy-shen')}
        {fact(t('zhengyu.shenZhu'), chart.shenZhu, 'zy-shenzhu')}
        {fact(t('zhengyu.yearStem'), '甲乙丙丁戊己庚辛壬癸'[chart.yearStem], 'zy-stem')}
      </View>
      <Text className="zy-hua" data-testid="zy-huayao">
        {t('zhengyu.huaYao')}：{l(chart.huaYao.map((h) => t('zhengyu.huaYaoItem', { name: h.name, body: h.body })).join('  '))}
      </Text>
    </View>
  )
}

function BodyTable({ chart }: { chart: ZhengyuChart }) {
  const t = useT()
  const l = useLocalize()
  const rows = bodyRows(chart, t)
  return (
    <View className="card" data-testid="zy-bodies">
      <View className="card__title">{t('zhengyu.bodies')}</View>
      <View className="zy-table" {...roleAttributes('table', t('zhengyu.bodies'))}>
        <View className="zy-tr zy-tr--head" {...roleAttributes('row')}>
          {(['colBody', 'colXiu', 'colPalace', 'colDuZhu', 'colMiaoWang', 'colHuaYao'] as const).map((k) => (
            <Text key={k} className={`zy-td zy-td--${k}`} {...roleAttributes('columnheader')}>
              {t(`zhengyu.${k}`)}
            </Text>
          ))}
        </View>
        {rows.map((r) => (
          <View key={r.id} className="zy-tr" {...roleAttributes('row')} data-testid={`zy-body-${r.id}`}>
            <Text className="zy-td zy-td--colBody" {...roleAttributes('cell')}>
              {l(r.id)}
            </Text>
            <Text className="zy-td zy-td--colXiu" {...roleAttributes('cell')}>
              {l(r.xiu)}
            </Text>
            <Text className="zy-td zy-td--colPalace" {...roleAttributes('cell')}>
              {l(r.palace)}
            </Text>
            <Text className="zy-td zy-td--colDuZhu" {...roleAttributes('cell')}>
              {l(r.duZhu)}
            </Text>
            <Text className="zy-td zy-td--colMiaoWang" {...roleAttributes('cell')} data-testid={`zy-miao-${r.id}`}>
              {l(r.miaoWang)}
            </Text>
            <Text className="zy-td zy-td--colHuaYao" {...roleAttributes('cell')}>
              {l(r.huaYao)}
            </Text>
          </View>
        ))}
      </View>
    </View>
  )
}

function PalaceTable({ chart }: { chart: ZhengyuChart }) {
  const t = useT()
  const l = useLocalize()
  return (
    <View className="card" data-testid="zy-palaces">
      <View className="card__title">{t('zhengyu.palaces')}</View>
      {chart.palaces.map((p) => (
        <View key={p.name} className="ct-row zy-palace" data-testid={`zy-palace-${p.branch}`}>
          <Text className="zy-palace__name">{l(`${p.name} ${p.branch}`)}</Text>
          <Text className="zy-palace__lord">{l(t('zhengyu.palaceLord', { lord: p.lord }))}</Text>
          <Text className="zy-palace__bodies">{p.bodies.length ? l(p.bodies.join(' ')) : t('zhengyu.palaceEmpty')}</Text>
          <Text className="zy-palace__sha">
            {l(
              chart.shensha
                .filter((s) => s.branches.includes(p.branch))
                .map((s) => s.name)
                .join(' '),
            )}
          </Text>
        </View>
      ))}
    </View>
  )
}
