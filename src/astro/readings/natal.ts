/**
 * Facts and offline answers of chart readings (natal, synastry): the topic's report sections lead (the composer
 * in src/astro/reports picks and reads them), then every planet's place and the tightest aspects. Facts carry
 * positions only: no name, place or birth time.
 */
import { PLANET_IDS } from '../bodies'
import type { Chart } from '../charts/common'
import type { SynastryResult } from '../charts/compare'
import { composeReport, type ReportFactor, type ReportSection } from '../reports'
import { aspectsTo, interAspects, overlays } from '../reports/factors'
import { signOf } from '../zodiac'
import { NATAL_TEMPLATE, SYNASTRY_LEAD, aspectZh, bodyZh, signZh, type ReadingTopic } from './topics'

export interface FactGroup {
  /** Heading of the group in the facts text. */
  title: string
  lines: string[]
}

const orb = (deg: number) => `容许度 ${deg.toFixed(1)}°`

/** One report factor as a plain statement of fact. */
export function factLine(f: ReportFactor): string {
  switch (f.kind) {
    case 'sign':
      return `${bodyZh(f.body)}在${signZh(f.sign)}`
    case 'house':
      return `${bodyZh(f.body)}落第${f.house}宫`
    case 'cusp':
      return `第${f.house}宫宫头${signZh(f.sign)}`
    case 'ruler':
      return `第${f.house}宫宫主星${bodyZh(f.ruler)}在${signZh(f.rulerSign)}、落第${f.rulerHouse}宫`
    case 'empty':
      return `第${f.house}宫没有行星`
    case 'aspect':
      return `${bodyZh(f.p1)}${aspectZh(f.aspect)}${bodyZh(f.p2)}（${orb(f.orbDeg)}）`
    case 'inter':
      return `甲方${bodyZh(f.a)}${aspectZh(f.aspect)}乙方${bodyZh(f.b)}（${orb(f.orbDeg)}）`
    case 'overlay':
      return `${f.from === 'a' ? '甲方' : '乙方'}${bodyZh(f.body)}落入${f.from === 'a' ? '乙方' : '甲方'}第${f.house}宫`
    case 'elements':
      return `${bodyZh(f.body)}：甲方${signZh(f.signA)}、乙方${signZh(f.signB)}`
  }
}

/** Sun … Pluto with sign, degree, house and retrograde, then the Ascendant and MC. */
export function placements(chart: Chart): string[] {
  const lines = PLANET_IDS.flatMap((id) => {
    const b = chart.bodies[id]
    return b ? [`${bodyZh(id)}：${signZh(b.sign)} ${Math.floor(b.signDeg)}°，第${b.house}宫${b.retrograde ? '，逆行' : ''}`] : []
  })
  const angle = (id: 'Asc' | 'Mc', lonDeg: number) => `${bodyZh(id)}：${signZh(signOf(lonDeg))} ${Math.floor(lonDeg % 30)}°`
  return [...lines, angle('Asc', chart.houses.ascDeg), angle('Mc', chart.houses.mcDeg)]
}

const lead = (sections: ReportSection[]) => sections.flatMap((s) => s.paragraphs.map((p) => factLine(p.factor)))
const readings = (sections: ReportSection[]) => sections.flatMap((s) => s.paragraphs.map((p) => p.text))

export function natalReading(chart: Chart, topic: ReadingTopic): { facts: FactGroup[]; answer: string[] } {
  const t = NATAL_TEMPLATE[topic]
  const report = t.type === 'single-house' ? composeReport({ type: t.type, chart, house: t.house ?? 1 }) : composeReport({ type: t.type, chart })
  return {
    facts: [
      { title: '与问题最相关', lines: lead(report.sections) },
      { title: '行星位置', lines: placements(chart) },
      { title: '主要相位', lines: aspectsTo(chart, null, 8).map(factLine) },
    ],
    answer: readings(report.sections),
  }
}

export function synastryReading(s: SynastryResult, topic: ReadingTopic): { facts: FactGroup[]; answer: string[] } {
  const report = composeReport({ type: 'co-chart', synastry: s })
  const wanted = new Set<string>(SYNASTRY_LEAD[topic])
  const leads = (f: ReportFactor) => f.kind === 'inter' && (wanted.has(f.a) || wanted.has(f.b))
  // The topic's inter-aspects first, then the rest in the composer's order (stable).
  const sections = report.sections.map((sec) => ({
    ...sec,
    paragraphs: [...sec.paragraphs].sort((x, y) => Number(leads(y.factor)) - Number(leads(x.factor))),
  }))
  return {
    facts: [
      { title: '与问题最相关', lines: interAspects(s, 12).filter(leads).map(factLine) },
      { title: '双方相位与宫位', lines: lead(sections) },
      {
        title: '宫位叠加',
        lines: [...overlays(s, 'a', PLANET_IDS), ...overlays(s, 'b', PLANET_IDS)].map(factLine),
      },
    ],
    answer: readings(sections),
  }
}
