import '@/packageA/locales.generated'
import { Text, View } from '@tarojs/components'
import { useMemo, useState } from 'react'
import { jdUTOfEpochMs } from '@/core/time'
import { useLocalize, useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { Segmented } from '@/components/ui/segmented'
import { ZhengyuWheel } from '@/components/zhengyu-wheel/wheel'
import { shenshaMomentOf, zhengyuOverlay, zhengyuShensha, type ZhengyuChart, type ZhengyuOverlay } from '@/divination/zhengyu'
import { roleAttributes } from '@/platform/a11y'
import { navigate } from '@/platform/navigation'
import { useRouteParams } from '@/platform/route-params'
import { systemInfo } from '@/platform/system'
import type { LocalBirth } from '@/births/model'
import { useBirths } from '@/store/births'
import { currentStyle, useChartStyles } from '@/store/chart-styles'
import { useZhengyuSettings } from '@/store/zhengyu-settings'
import { pickMomentMs } from '../chart-common/pick-moment'
import { DAY_MS, fmtTime } from '../chart-common/time-format'
import { zhengyuChartOfBirth } from '../zhengyu/birth-chart'
import { degMin } from '../zhengyu/rows'
import { ShenshaCard } from '../zhengyu/shensha-card'
import { useFilesEphemeris } from '../zhengyu/use-files-ephemeris'
import '../chart-common/chart.css'
import '../zhengyu/index.css'

type Mode = 'transit' | 'pair'

const wheelSizePx = () => Math.max(160, Math.min((systemInfo().windowWidth || 375) - 56, 520))

/**
 * 七政 合盘 and 流年 (SPEC pagesB/zhengyu-co-chart): the inner birth's chart with a second chart on a ring outside —
 * another person's birth (the pair the co-chart pages share) or the sky at a chosen moment over the birth's place.
 */
export default function ZhengyuCoChartPage() {
  const t = useT()
  const l = useLocalize()
  const params = useRouteParams() as Record<string, string | undefined>
  const list = useBirths((s) => s.list)
  const chartBirth = useBirths((s) => s.chartBirth)
  const pair = useBirths((s) => s.pairBirths)
  const [mode, setMode] = useState<Mode>(params.mode === 'pair' || (params.b && params.mode !== 'transit') ? 'pair' : 'transit')
  const byId = (id?: string) => (id ? list.find((b) => b.id === Number(id) && !b.isDel) : undefined)
  const inner = byId(params.a) ?? (mode === 'pair' ? pair[0] : null) ?? chartBirth ?? null
  const partner = mode === 'pair' ? (byId(params.b) ?? pair[1] ?? null) : null
  // ?at=<epoch ms> opens the transits of that moment; otherwise now.
  const [atMs, setAtMs] = useState(() => (Number.isFinite(Number(params.at)) && Number(params.at) > 0 ? Number(params.at) : Date.now()))
  const settings = useZhengyuSettings((s) => s.settings)
  const style = currentStyle(useChartStyles())
  const { eph, loadError } = useFilesEphemeris()
  const result = useMemo((): { inner: ZhengyuChart; outer: ZhengyuChart; overlay: ZhengyuOverlay } | string | null => {
    if (!eph || !inner || (mode === 'pair' && !partner)) return null
    try {
      const a = zhengyuChartOfBirth(eph, inner, settings)
      const b = partner ? zhengyuChartOfBirth(eph, partner, settings) : zhengyuChartOfBirth(eph, inner, settings, jdUTOfEpochMs(atMs))
      return { inner: a, outer: b, overlay: zhengyuOverlay(a, b) }
    } catch (e) {
      return e instanceof Error ? e.message : String(e)
    }
  }, [eph, inner, partner, mode, atMs, settings])
  const size = useMemo(wheelSizePx, [])
  const centre = useMemo(() => ({ ming: t('zhengyu.centreMing'), shen: t('zhengyu.centreShen') }), [t])
  const error = loadError ?? (typeof result === 'string' ? result : null)
  const chosen = result && typeof result !== 'string' ? result : null
  const outerName = mode === 'pair' ? (partner ? l(partner.name) : '') : t('zhengyu.co.transitAt', { time: fmtTime(atMs) })

  const pick = async () => {
    const ms = await pickMomentMs(t('zhengyu.co.pickTime'), atMs)
    if (ms !== null) setAtMs(ms)
  }

  return (
    <PageShell routeId="zhengyu-co-chart">
      <Segmented<Mode>
        value={mode}
        testId="zyc-mode"
        label={t('zhengyu.co.mode')}
        options={[
          { value: 'transit', label: t('zhengyu.co.transit') },
          { value: 'pair', label: t('zhengyu.co.pair') },
        ]}
        onChange={setMode}
      />
      <Person label={t('zhengyu.co.inner')} birth={inner} pick={mode === 'pair' ? 'pairA' : 'chart'} testId="zyc-inner" />
      {mode === 'pair' ? (
        <Person label={t('zhengyu.co.outer')} birth={partner} pick="pairB" testId="zyc-outer" />
      ) : (
        <View className="ct-bar" data-testid="zyc-time">
          <Pressable className="ct-chip" data-testid="zyc-back" onPress={() => setAtMs(atMs - DAY_MS)}>
            −1d
          </Pressable>
          <Pressable className="ct-chip" onPress={() => setAtMs(Date.now())}>
            {t('chart.now')}
          </Pressable>
          <Pressable className="ct-chip" data-testid="zyc-forward" onPress={() => setAtMs(atMs + DAY_MS)}>
            +1d
          </Pressable>
          <Pressable className="ct-chip" data-testid="zyc-pick" onPress={() => void pick()}>
            {t('zhengyu.co.pickTime')}
          </Pressable>
        </View>
      )}
      {inner && !eph && !error && (
        <View className="ct-loading" role="status">
          {t('zhengyu.loading')}
        </View>
      )}
      {error && <View className="card ct-warn">{t('zhengyu.error', { message: l(error) })}</View>}
      {chosen && inner && (
        <View data-testid="zyc-result" data-outer-sun={chosen.overlay.rows[0].palace}>
          <View className="card">
            <View className="card__title">{t('zhengyu.co.wheelTitle', { inner: l(inner.name), outer: outerName })}</View>
            <ZhengyuWheel
              canvasId="zyc-wheel"
              chart={chosen.inner}
              outer={chosen.outer}
              sizePx={size}
              style={style}
              localize={l}
              centre={centre}
              summary={t('zhengyu.co.summary', {
                inner: l(inner.name),
                outer: outerName,
                rows: l(chosen.overlay.rows.map((r) => `${r.id}${r.palace}`).join('，')),
              })}
            />
            <Text className="muted zy-hint">{t('zhengyu.co.wheelHint')}</Text>
          </View>
          <OverlayTable overlay={chosen.overlay} />
          {mode === 'transit' && (
            <ShenshaCard
              title={t('zhengyu.shenshaTransit')}
              list={zhengyuShensha(shenshaMomentOf(chosen.outer), settings.shenshaOff.transit)}
              testId="zyc-shensha"
            />
          )}
        </View>
      )}
    </PageShell>
  )
}

function Person({ label, birth, pick, testId }: { label: string; birth: LocalBirth | null; pick: 'chart' | 'pairA' | 'pairB'; testId: string }) {
  const t = useT()
  const l = useLocalize()
  return (
    <View className="zy-toolbar" data-testid={testId}>
      <Text className="zy-source">
        {label}：{birth ? `${l(birth.name)} · ${birth.date} ${birth.time}` : t('zhengyu.co.none')}
      </Text>
      <Pressable inline className="zy-chip" label={`${t('zhengyu.chooseBirth')} ${label}`} onPress={() => void navigate('birth-list', { pick })}>
        {t('zhengyu.chooseBirth')}
      </Pressable>
    </View>
  )
}

function OverlayTable({ overlay }: { overlay: ZhengyuOverlay }) {
  const t = useT()
  const l = useLocalize()
  const cols = ['colBody', 'colXiu', 'colPalace', 'colSameXiu'] as const
  return (
    <View className="card" data-testid="zyc-rows">
      <View className="card__title">{t('zhengyu.co.rowsTitle')}</View>
      <View className="zy-table" {...roleAttributes('table', t('zhengyu.co.rowsTitle'))}>
        <View className="zy-tr zy-tr--head" {...roleAttributes('row')}>
          {cols.map((k) => (
            <Text key={k} className="zy-td" {...roleAttributes('columnheader')}>
              {t(`zhengyu.co.${k}`)}
            </Text>
          ))}
        </View>
        {overlay.rows.map((r) => (
          <View key={r.id} className="zy-tr" data-testid={`zyc-row-${r.id}`} {...roleAttributes('row')}>
            <Text className="zy-td" {...roleAttributes('cell')}>
              {l(r.id)}
            </Text>
            <Text className="zy-td" {...roleAttributes('cell')}>
              {l(t('zhengyu.xiuDeg', { xiu: r.xiu, deg: degMin(r.xiuDeg) }))}
            </Text>
            <Text className="zy-td" {...roleAttributes('cell')}>
              {l(`${r.palace} ${r.branch}`)}
            </Text>
            <Text className="zy-td" {...roleAttributes('cell')}>
              {r.sameXiu.length ? l(r.sameXiu.join(' ')) : '—'}
            </Text>
          </View>
        ))}
      </View>
    </View>
  )
}
