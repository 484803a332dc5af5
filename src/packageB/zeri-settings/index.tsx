import '@/packageB/locales.generated'
import { Text, View } from '@tarojs/components'
import { useRouteParams } from '@/platform/route-params'
import { useMemo, useState } from 'react'
import { SwitchRow } from '@/components/ui/setting-rows'
import { useJsonMemo, useLocalize, useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { Segmented } from '@/components/ui/segmented'
import { ui } from '@/components/ui/ui'
import { ZERI_ACTIVITIES, zeri, type ZeriDay, type ZeriResult } from '@/divination/zeri'
import { navigate } from '@/platform/navigation'
import { baziSettingsOf, useBaziSettings } from '@/store/bazi-settings'
import { useBirths, visible } from '@/store/births'
import { ZERI_SPANS, useZeriSettings, type ZeriSpan } from '@/store/zeri-settings'
import { dateParam } from '../calendar/month-grid'
import { rangeOf, zeriProfilesOf } from './profiles'
import { Pressable } from '@/components/ui/pressable'
import './index.css'

function todayOf() {
  const d = new Date()
  return { year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate() }
}

function DayCard({ d, rank }: { d: ZeriDay; rank?: number }) {
  const t = useT()
  const l = useLocalize()
  return (
    <View className={`card zr-day${rank === undefined ? ' zr-day--rejected' : ''}`} data-testid={rank === undefined ? 'zr-rejected' : 'zr-pick'}>
      <Pressable className="zr-day__head" onPress={() => void navigate('calendar', { date: d.date })}>
        {rank !== undefined && <Text className="zr-day__rank">{rank}</Text>}
        <View className="zr-day__when">
          <Text className="zr-day__date">{d.date}</Text>
          <Text className="zr-day__lunar">
            {l(d.lunar.slice(5))} · {l(d.dayGanZhi)}
            {t('zeri.dayUnit')}
          </Text>
        </View>
        {rank !== undefined && <Text className="zr-day__score">{t('zeri.score', { n: d.score })}</Text>}
      </Pressable>
      <View className="zr-day__tags">
        <Text className={`zr-tag${d.huangDao ? ' zr-tag--good' : ''}`}>{l(`${d.tianShen}${d.huangDao ? '黄道' : '黑道'}`)}</Text>
        <Text className="zr-tag">{t('zeri.jianChu', { name: l(d.jianChu) })}</Text>
        <Text className="zr-tag">{t('zeri.xiu', { name: l(d.xiu) })}</Text>
        <Text className="zr-tag">{t('zeri.chong', { v: l(d.chong) })}</Text>
      </View>
      {d.reasons.map((r, i) => (
        <Text key={i} className={`zr-reason${r.ok ? '' : ' zr-reason--bad'}`}>
          {r.ok ? '✓' : '✗'} {l(r.rule)}：{l(r.detail)}
        </Text>
      ))}
    </View>
  )
}

/** 择日: an activity, a date range and up to two profiles; the suitable days ranked, each with its reasons. */
export default function ZeriPage() {
  const t = useT()
  const l = useLocalize()
  const params = useRouteParams()
  const zs = useZeriSettings()
  const list = useBirths((s) => s.list)
  const births = useMemo(() => visible(list), [list])
  const bs = useBaziSettings()
  const baziSettings = useJsonMemo(baziSettingsOf(bs))
  const [start, setStart] = useState(() => dateParam(params.from) ?? todayOf())
  const range = rangeOf(start, zs.spanDays)
  const profiles = useMemo(() => zeriProfilesOf(births, zs.profileIds, baziSettings), [births, zs.profileIds, baziSettings])
  const result = useMemo((): { data: ZeriResult | null; error: string | null } => {
    try {
      return { data: zeri({ activity: zs.activity, from: range.from, to: range.to, profiles, withRejected: zs.showRejected }), error: null }
    } catch (e) {
      return { data: null, error: e instanceof Error ? e.message : String(e) }
    }
  }, [zs.activity, range.from, range.to, profiles, zs.showRejected])

  const chooseActivity = async () => {
    const list = ZERI_ACTIVITIES.map((a) => l(a))
    const r = await ui.picker({
      title: t('zeri.activity'),
      columns: [list],
      value: [Math.max(0, ZERI_ACTIVITIES.indexOf(zs.activity as (typeof ZERI_ACTIVITIES)[number]))],
    })
    if (r.ok) zs.activityChosen(ZERI_ACTIVITIES[r.indexes[0]])
  }
  const chooseStart = async () => {
    const r = await ui.dateTime({ title: t('zeri.from'), mode: 'date', value: start })
    if (r.ok) setStart({ year: r.value.year, month: r.value.month, day: r.value.day })
  }

  return (
    <PageShell routeId="zeri-settings">
      <View className="list">
        <Pressable className="list__item" onPress={() => void chooseActivity()} data-testid="zr-activity">
          <Text>{t('zeri.activity')}</Text>
          <Text className="zr-value">{l(zs.activity)} ›</Text>
        </Pressable>
        <Pressable className="list__item" onPress={() => void chooseStart()} data-testid="zr-from">
          <Text>{t('zeri.from')}</Text>
          <Text className="zr-value">{range.from} ›</Text>
        </Pressable>
        <View className="list__item zr-span">
          <Text>{t('zeri.span')}</Text>
          <Segmented
            testId="zr-span"
            value={String(zs.spanDays)}
            options={ZERI_SPANS.map((n) => ({ value: String(n), label: t('zeri.days', { n }) }))}
            onChange={(v) => zs.spanChosen(Number(v) as ZeriSpan)}
          />
        </View>
        <View className="zr-range muted">{t('zeri.rangeLine', { from: range.from, to: range.to })}</View>
      </View>

      <View className="list">
        <View className="list__header">{t('zeri.profiles')}</View>
        <View className="zr-profiles">
          {births.map((b) => {
            const on = zs.profileIds.includes(b.id)
            return (
              <Pressable
                inline
                key={b.id}
                className={`zr-chip${on ? ' zr-chip--on' : ''}`}
                data-testid={`zr-profile-${b.id}`}
                onPress={() => zs.profileToggled(b.id)}
              >
                {on ? '✓ ' : ''}
                {l(b.name)}
              </Pressable>
            )
          })}
        </View>
        <View className="zr-range muted">
          {profiles.length
            ? profiles.map((p) => t('zeri.profileLine', { name: l(p.name ?? ''), year: l(p.yearPillar), day: l(p.dayPillar) })).join('；')
            : t('zeri.profilesHint')}
        </View>
        <SwitchRow label={t('zeri.showRejected')} value={zs.showRejected} onChange={(on) => zs.rejectedToggled(on)} testId="zr-show-rejected" />
      </View>

      {result.error && <View className="card zr-error">{l(result.error)}</View>}
      {result.data && (
        <>
          <View className="zr-summary" data-testid="zr-summary">
            {t('zeri.summary', { activity: l(result.data.activity), n: result.data.picks.length })}
          </View>
          {result.data.picks.map((d, i) => (
            <DayCard key={d.date} d={d} rank={i + 1} />
          ))}
          {result.data.picks.length === 0 && <View className="card muted">{t('zeri.noPicks')}</View>}
          {result.data.rejected && result.data.rejected.length > 0 && (
            <>
              <View className="zr-summary">{t('zeri.rejected', { n: result.data.rejected.length })}</View>
              {result.data.rejected.map((d) => (
                <DayCard key={d.date} d={d} />
              ))}
            </>
          )}
          <View className="card">
            <View className="card__title">{t('zeri.rules')}</View>
            {result.data.rules.map((r, i) => (
              <Text key={i} className="zr-reason">
                {i + 1}. {l(r)}
              </Text>
            ))}
          </View>
        </>
      )}
    </PageShell>
  )
}
