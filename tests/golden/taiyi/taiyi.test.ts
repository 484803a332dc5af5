import fixture from './cases.json'
import { momentOf } from '@/divination/calendar'
import { BRANCH_NAMES } from '@/divination/common/ganzhi'
import {
  accumulate,
  LESSER_SPIRITS,
  normalizeTaiyiSettings,
  RING,
  spiritPosition,
  taiyiBoard,
  taiyiChart,
  type LesserSpirit,
  type TaiyiSchool,
} from '@/divination/taiyi'

type Expected = Record<string, string | number>

/** The board fields a case names, positions as ring names. */
function view(b: ReturnType<typeof taiyiBoard>, count?: number): Expected {
  const name = (i: number) => RING[i].name
  return {
    count: count ?? -1,
    dun: b.yang ? '阳遁' : '阴遁',
    yuan: b.yuan,
    ju: b.ju,
    taiyiPalace: b.taiyiPalace,
    wenChang: name(b.wenChang),
    shiJi: name(b.shiJi),
    dingMu: name(b.dingMu),
    jiShen: name(b.jiShen),
    zhuSuan: b.zhuSuan,
    keSuan: b.keSuan,
    dingSuan: b.dingSuan,
    zhuDaJiang: b.zhuDaJiang,
    zhuCanJiang: b.zhuCanJiang,
    keDaJiang: b.keDaJiang,
    keCanJiang: b.keCanJiang,
    dingDaJiang: b.dingDaJiang,
    dingCanJiang: b.dingCanJiang,
  }
}

const pick = (all: Expected, expected: Expected) => Object.fromEntries(Object.keys(expected).map((k) => [k, all[k]]))

describe('太乙 year boards (classics, kintaiyi, xuan-taiyishenshu)', () => {
  for (const c of fixture.years) {
    it(`${c.id}: ${c.source.slice(0, 60)}`, () => {
      const input = c.input as { pillarYear?: number; school?: TaiyiSchool; ju?: number; yang?: boolean; branch: string }
      const branch = BRANCH_NAMES.indexOf(input.branch)
      let got: Expected
      if (input.ju !== undefined) got = view(taiyiBoard(input.ju, input.yang ?? true, branch))
      else {
        const n = accumulate('year', input.school!, { pillarYear: input.pillarYear!, monthBranch: 0, dayJdn: 0, hourBranch: 0 }).value
        got = view(taiyiBoard(n, true, branch), n)
      }
      expect(pick(got, c.expected as unknown as Expected)).toEqual(c.expected)
    })
  }
})

describe('太乙 charts of a moment in each 计 (kintaiyi, xuan-taiyishenshu)', () => {
  for (const c of fixture.moments) {
    it(`${c.id} ${c.input.mode} ${c.input.school} ${c.input.date} ${c.input.time}`, () => {
      const chart = taiyiChart(momentOf({ date: c.input.date, time: c.input.time, birthZone: -8 }), normalizeTaiyiSettings(c.input))
      const got: Expected = { ...chart, count: chart.count.value } as unknown as Expected
      expect(pick(got, c.expected as unknown as Expected)).toEqual(c.expected)
    })
  }
})

describe('四太乙 (四神, 天乙, 地乙, 直符) over all 72 局 against the kintaiyi tables', () => {
  const PALACE_OF_NAME: Record<string, number> = { 乾: 1, 離: 2, 艮: 3, 震: 4, 中: 5, 兌: 6, 坤: 7, 坎: 8, 巽: 9 }
  const tables = fixture.lesserSpirits.tables as Record<LesserSpirit, string>
  for (const spirit of LESSER_SPIRITS) {
    it(`${spirit}: ${fixture.lesserSpirits.source.slice(0, 40)}`, () => {
      const table = [...tables[spirit]]
      for (let ju = 1; ju <= 72; ju++) {
        const name = table[(ju - 1) % 36]
        expect([ju, spiritPosition(spirit, ju)]).toEqual([ju, PALACE_OF_NAME[name] ?? name])
      }
    })
  }

  it('the chart marks each spirit on the board and names it in the derivation', () => {
    // 局 55 of the 2026 year board (see the CLI test): (55 − 1) mod 36 = 18, six steps of three 局 from each start
    const chart = taiyiChart(momentOf({ date: '2026-05-23', time: '16:25', birthZone: -8 }), normalizeTaiyiSettings({}))
    expect(chart.ju).toBe(55)
    expect(chart.spirits).toEqual({ 四神: 7, 天乙: '寅', 地乙: 3, 直符: '申' })
    expect(chart.palaces[7].marks).toContain('四神')
    expect(chart.ring.find((r) => r.name === '寅')!.marks).toContain('天乙')
    expect(chart.derivation.at(-1)).toContain('直符在申')
  })
})
