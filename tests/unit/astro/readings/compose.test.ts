/**
 * Reading rules, one known fact each. Einstein 1879-03-14 Ulm (tests/golden/astro/western.json: Sun in the 10th,
 * Moon in the 6th, Venus in Aries); Yoko Ono and Lennon for synastry; a fixed tarot draw; a bazi chart.
 */
import { composeReading, factsTextOf, FACTS_MAX_BYTES, type ReadingSubject } from '@/astro/readings'
import { natalChart } from '@/astro/charts/natal'
import { synastryChart } from '@/astro/charts/compare'
import { CAREER_IN_10TH } from '@/astro/reports/texts'
import { calcSettingsFromRequest } from '@/astro/settings/calc'
import { getNodeEphemeris } from '@/platform/ephemeris.node'
import { baziChart } from '@/divination/bazi'
import { TAROT_MEANINGS } from '@/divination/tarot'

const EINSTEIN = { jdUT: 2407422.9423611113, lat: 48.4011, lng: 9.9876 }
const YOKO = { jdUT: 2427121.5625, lat: 35.6762, lng: 139.6503 }
const LENNON = { jdUT: 2429912.2291666665, lat: 53.4084, lng: -2.9916 }
const settings = calcSettingsFromRequest({}, 'natal')

const natal = async (): Promise<ReadingSubject> => ({ kind: 'natal', chart: natalChart(await getNodeEphemeris('files'), EINSTEIN, settings) })
const BAZI_BIRTH = { date: '1990-06-15', time: '20:00', birthZone: -8, summer: 0, lat: 39.93, lng: 116.41, sex: 1 }

describe('natal readings', () => {
  it('a career question leads with the Sun in the 10th and reads it with the career text', async () => {
    const r = composeReading(await natal(), { topic: 'career', question: '适合做什么工作？' })
    expect(r.facts[0]!.title).toBe('与问题最相关')
    expect(r.facts[0]!.lines).toContain('太阳落第10宫')
    expect(r.answer).toContain(CAREER_IN_10TH.Sun)
    expect(r.answer[0]).toContain('「适合做什么工作？」')
  })

  it('the topic changes which facts lead: a love question leads with the 7th house, not the 10th', async () => {
    const love = composeReading(await natal(), { topic: 'love', question: '感情' })
    expect(love.facts[0]!.lines.some((l) => l.startsWith('第7宫宫头'))).toBe(true)
    expect(love.facts[0]!.lines).not.toContain('太阳落第10宫')
  })

  it('placements list every planet with sign and house; Venus in Aries', async () => {
    const r = composeReading(await natal(), { topic: 'general', question: '' })
    const placed = r.facts.find((g) => g.title === '行星位置')!.lines
    expect(placed).toHaveLength(12)
    expect(placed.find((l) => l.startsWith('金星'))).toMatch(/^金星：白羊座/)
  })

  it('birth data enters the facts only when passed', async () => {
    const bare = composeReading(await natal(), { topic: 'general', question: '' })
    expect(bare.factsText).not.toMatch(/1879|出生资料/)
    const withBirth = composeReading(await natal(), { topic: 'general', question: '', birthLines: ['出生：1879-03-14 11:30 乌尔姆'] })
    expect(withBirth.factsText.startsWith('【出生资料】\n出生：1879-03-14')).toBe(true)
  })

  it('is deterministic: the same input gives the same reading', async () => {
    const a = composeReading(await natal(), { topic: 'wealth', question: '财运' })
    const b = composeReading(await natal(), { topic: 'wealth', question: '财运' })
    expect(a).toEqual(b)
  })
})

describe('synastry readings', () => {
  it('inter-aspects are stated between 甲方 and 乙方, never by name', async () => {
    const synastry = synastryChart(await getNodeEphemeris('files'), { a: YOKO, b: LENNON }, settings)
    const r = composeReading({ kind: 'synastry', synastry }, { topic: 'love', question: '' })
    expect(r.factsText).toMatch(/甲方.+(合相|对分相|三分相|四分相|六分相)乙方/)
    expect(r.answer.length).toBeGreaterThan(3)
  })
})

describe('tarot readings', () => {
  const draw = { spread: 'single' as const, cards: [{ position: 'card', id: 0, reversed: false }], director: null }
  it('the drawn card is stated with its position and face', () => {
    const r = composeReading({ kind: 'tarot', draw }, { topic: 'career', question: '' })
    expect(r.factsText).toContain('指引：愚者（正位）')
  })
  it('a love question reads an upright card with its love text', () => {
    expect(composeReading({ kind: 'tarot', draw }, { topic: 'love', question: '' }).answer.join('')).toContain(TAROT_MEANINGS[0].love)
  })
})

describe('bazi readings', () => {
  const chart = baziChart(BAZI_BIRTH)
  it('the four pillars are stated, without the birth date', () => {
    const r = composeReading({ kind: 'bazi', chart }, { topic: 'general', question: '' })
    expect(r.facts[0]!.lines[0]).toContain(`年柱：${chart.pillars.year.ganZhi}`)
    expect(r.factsText).not.toMatch(/1990|20:00/)
  })
  it('a wealth question leads with the 财 stars of the chart', () => {
    const r = composeReading({ kind: 'bazi', chart }, { topic: 'wealth', question: '' })
    const leads = r.facts.find((g) => g.title === '与问题最相关')!.lines
    expect(leads.every((l) => /[正偏]财$/.test(l))).toBe(true)
  })
})

describe('facts text', () => {
  it('stops at the byte limit the server accepts', () => {
    const text = factsTextOf([{ title: '长', lines: Array.from({ length: 2000 }, (_, i) => `第${i}行事实`) }])
    expect(new TextEncoder().encode(text).length).toBeLessThanOrEqual(FACTS_MAX_BYTES)
    expect(text.startsWith('【长】\n第0行事实')).toBe(true)
  })
})
