/**
 * Chinese calendar and bazi benchmarks: `npx tsx bench/divination.bench.ts`.
 * Goals (issue 8): a full bazi chart with 神煞 and 10 大运 under 1 ms median; a calendar month under 5 ms median.
 */
import { baziChart } from '../src/divination/bazi'
import { calendarMonth, calendarDay } from '../src/divination/calendar'
import { ziping } from '../src/divination/ziping'
import { zeri } from '../src/divination/zeri'
import { bench as benchLib } from './lib'

/** Warm-up: min(50, runs) calls. */
const bench = (name: string, runs: number, fn: (i: number) => unknown) => benchLib(name, fn, { runs, warmup: Math.min(50, runs) })

const dates = Array.from({ length: 200 }, (_, i) => {
  const y = 1950 + (i % 70)
  const m = 1 + (i % 12)
  const d = 1 + ((i * 7) % 28)
  return {
    date: `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
    time: `${String(i % 24).padStart(2, '0')}:${String((i * 13) % 60).padStart(2, '0')}`,
  }
})

bench('bazi chart (all 神煞, 10 大运, 流年, true solar)', 2000, (i) =>
  baziChart({ ...dates[i % dates.length], birthZone: -8, sex: i % 2, lng: 116.4 }, { shenshaLevel: 3, daYunCount: 10, solarTime: 'true' }),
)
bench('bazi chart, a year never seen before (cold)', 1500, (i) =>
  baziChart({ date: `${String(200 + i).padStart(4, '0')}-06-15`, time: '10:00', birthZone: -8, sex: 1 }, { shenshaLevel: 3 }),
)
bench('bazi chart, same birth repeated', 2000, () => baziChart({ date: '1990-03-15', time: '10:30', birthZone: -8, sex: 1 }, { shenshaLevel: 3 }))
bench('bazi chart + ziping', 2000, (i) => ziping(baziChart({ ...dates[i % dates.length], birthZone: -8, sex: 1 }, { shenshaLevel: 3 })))
bench('calendar month grid (varying months)', 300, (i) => calendarMonth(1950 + (i % 100), 1 + (i % 12)))
bench('calendar month grid, same month repeated', 300, () => calendarMonth(2024, 2))
bench('calendar day view, consecutive days', 2000, (i) => calendarDay({ year: 2024, month: 1 + (Math.floor(i / 28) % 12), day: 1 + (i % 28) }))
bench('calendar day view, random years', 2000, (i) => calendarDay({ year: 2000 + (i % 30), month: 1 + (i % 12), day: 1 + (i % 28) }))
bench('zeri, one year for 嫁娶 with two profiles', 5, () =>
  zeri({
    activity: '嫁娶',
    from: '2025-01-01',
    to: '2025-12-31',
    profiles: [
      { yearPillar: '庚午', dayPillar: '己卯' },
      { yearPillar: '辛未', dayPillar: '戊申' },
    ],
  }),
)
