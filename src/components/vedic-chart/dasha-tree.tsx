import { Text, View } from '@tarojs/components'
import { useState, type ReactElement } from 'react'
import type { DashaPeriod } from '@/astro/vedic'
import { useT } from '@/components/hooks'
import { Pressable } from '@/components/ui/pressable'
import './vedic-chart.css'
import { epochMsOfJdUT } from '@/core/time'

function isoDay(jdUT: number): string {
  return new Date(epochMsOfJdUT(jdUT)).toISOString().slice(0, 10)
}

/** Keys ("3", "3.2") of the periods on the running path except the innermost: opened at first so today shows. */
function openPathKeys(periods: readonly DashaPeriod[], now: readonly DashaPeriod[]): Set<string> {
  const keys = new Set<string>()
  let level: readonly DashaPeriod[] | undefined = periods
  let prefix = ''
  for (const p of now.slice(0, -1)) {
    const i: number = level?.indexOf(p) ?? -1
    if (i < 0) break
    prefix = prefix ? `${prefix}.${i}` : String(i)
    keys.add(prefix)
    level = p.sub
  }
  return keys
}

/**
 * Maha → antar → pratyantar periods as a tree: a period with sub-periods opens and closes on a tap; the periods
 * running at the page's "today" (`now`, from currentPeriods) are marked.
 */
export function DashaTree({
  periods,
  now,
  label,
  testId,
}: {
  periods: readonly DashaPeriod[]
  now: readonly DashaPeriod[]
  label: (p: DashaPeriod) => string
  testId: string
}) {
  const t = useT()
  const [open, setOpen] = useState(() => openPathKeys(periods, now))
  const toggle = (key: string) =>
    setOpen((s) => {
      const next = new Set(s)
      if (!next.delete(key)) next.add(key)
      return next
    })

  const rows = (list: readonly DashaPeriod[], depth: number, prefix: string): ReactElement[] =>
    list.flatMap((p, i) => {
      const key = prefix ? `${prefix}.${i}` : String(i)
      const current = now[depth] === p
      const expandable = Boolean(p.sub?.length)
      const isOpen = expandable && open.has(key)
      const body = (
        <>
          <Text className="vd-tree__mark">{expandable ? (isOpen ? '▾' : '▸') : '·'}</Text>
          <Text className="vd-tree__level">{t(`vedic.dashaLevel.${Math.min(depth, 2)}`)}</Text>
          <Text className="vd-tree__lord">{label(p)}</Text>
          {current && <Text className="vd-tree__now">{t('vedic.current')}</Text>}
          <Text className="vd-tree__dates">
            {isoDay(p.startJdUT)} — {isoDay(p.endJdUT)}
          </Text>
        </>
      )
      const cls = `vd-tree__row vd-tree__row--d${depth}${current ? ' vd-tree__row--now' : ''}`
      const attrs = { 'data-testid': `${testId}-${key}`, 'data-current': current, 'data-depth': depth }
      const row = expandable ? (
        <Pressable key={key} className={cls} data-open={isOpen} onPress={() => toggle(key)} {...attrs}>
          {body}
        </Pressable>
      ) : (
        <View key={key} className={cls} {...attrs}>
          {body}
        </View>
      )
      return isOpen && p.sub ? [row, ...rows(p.sub, depth + 1, key)] : [row]
    })

  return (
    <View className="vd-tree" data-testid={testId}>
      {rows(periods, 0, '')}
    </View>
  )
}
