import fixture from './cases.json'
import published from './published-plates.json'
import { momentOf, TERM_NAMES, termAtOrBefore } from '@/divination/calendar'
import { DEFAULT_QIMEN_SETTINGS, JU_TABLE, normalizeQimenSettings, qimenChart, type QimenPalace } from '@/divination/qimen'

/** "2021-03-09 09:00 UTC+8" → momentOf input */
function inputOf(text: string) {
  const [date, time] = text.split(' ')
  return momentOf({ date, time, birthZone: -8, summer: 0 })
}

describe('qimen golden cases (published 时家转盘拆补 plates, shared golden set)', () => {
  for (const c of fixture.cases) {
    it(`${c.id} ${c.expected.input}`, () => {
      const e = c.expected
      const m = inputOf(e.input)
      const chart = qimenChart(m, DEFAULT_QIMEN_SETTINGS)
      expect(chart.pillars).toBe(e.pillars)
      expect(chart.solarTerm).toBe(e.solarTerm)
      expect(termAtOrBefore(m.jdUT, false).timeUtc8).toBe(e.termStart)
      expect(chart.dun).toBe(e.dun)
      expect(chart.yuan).toBe(e.yuan)
      expect(chart.ju).toBe(e.ju)
      expect(chart.fuTou).toBe(e.fuTou)
      expect(chart.xunHead).toBe(e.xunHead)
      expect(chart.earthPlate.join('')).toBe(e.earthPlate)
      expect(chart.zhiFu).toEqual(e.zhiFu)
      expect(chart.zhiShi).toEqual(e.zhiShi)
    })
  }

  const q1 = fixture.cases.find((c) => c.id === 'Q1')!
  it('Q1 palace by palace (地盘/天盘(寄)/星/门) and 旬空, 马星', () => {
    const chart = qimenChart(inputOf(q1.expected.input), DEFAULT_QIMEN_SETTINGS)
    for (const [palace, text] of Object.entries(q1.palaces_published!)) {
      if (palace === 'note') continue
      const cell = chart.palaces[Number(palace)]
      const heaven = cell.heavenStem ? cell.heavenStem + (cell.hostedHeavenStem ? `(寄${cell.hostedHeavenStem})` : '') : '—'
      const star = cell.star ? cell.star + (cell.hostedStar ? `+${cell.hostedStar}` : '') : '—'
      expect(`${cell.earthStem}/${heaven}/${star}/${cell.door ? cell.door[0] : '—'}`).toBe(text)
    }
    expect(chart.timeVoid).toBe(q1.timeVoid)
    expect(`${chart.horse.branch} (乾${chart.horse.palace})`).toBe(q1.horse)
  })
})

describe('拆补 局 table (《烟波钓叟歌》, every 节气 × 元)', () => {
  // "冬至/惊蛰 174, 小寒 285, …" → term name → [上, 中, 下]
  const expected = new Map<string, number[]>()
  for (const part of fixture.juTable_chaiBu.text.replace(/^.*?;/, '').split(/[,;(—]/)) {
    const m = part.trim().match(/^([\u4e00-\u9fa5/]+) (\d{3})/)
    if (m) for (const name of m[1].split('/')) expected.set(name, [...m[2]].map(Number))
  }

  it('the parsed reference names all 24 terms', () => expect(expected.size).toBe(24))

  it.each(TERM_NAMES.map((name, i) => [name, i] as const))('%s', (name, i) => {
    expect([...JU_TABLE[i]]).toEqual(expected.get(name))
  })

  it('every term × 元 of 2024 gives the table 局 through the whole chart (拆补)', () => {
    const seen = new Set<string>()
    for (let day = 0; day < 366; day++) {
      const d = new Date(Date.UTC(2024, 0, 1) + day * 86400e3).toISOString().slice(0, 10)
      const chart = qimenChart(momentOf({ date: d, time: '12:00', birthZone: -8, summer: 0 }), DEFAULT_QIMEN_SETTINGS)
      const yuan = ['上元', '中元', '下元'].indexOf(chart.yuan)
      expect(chart.ju, `${d} ${chart.solarTerm}${chart.yuan}`).toBe(expected.get(chart.solarTerm)![yuan])
      seen.add(chart.solarTerm + chart.yuan)
    }
    expect(seen.size).toBe(72)
  })
})

describe('published plates transcribed in qimen-rs fixtures (阴遁 included, 八神 by school)', () => {
  const plates = published.plates
  const chartOf = (p: { input: { date: string; time: string }; godNames?: string }) =>
    qimenChart(momentOf({ ...p.input, birthZone: -8, summer: 0 }), normalizeQimenSettings({ godNames: p.godNames ?? 'modern' }))
  const cellText = (c: QimenPalace) =>
    `${c.earthStem}/${c.heavenStem}/${c.hostedHeavenStem ?? '—'}/${c.star}${c.hostedStar ? `+${c.hostedStar}` : ''}/${c.door[0]}/${c.god}`

  for (const p of plates.filter((x) => x.palaces)) {
    it(`${p.id} ${p.dun}${p.ju}局, every outer palace`, () => {
      const chart = chartOf(p)
      expect([chart.pillars, chart.dun, chart.ju]).toEqual([p.pillars, p.dun, p.ju])
      if (p.solarTerm) expect(chart.solarTerm + chart.yuan).toBe(p.solarTerm + p.yuan)
      for (const [palace, text] of Object.entries(p.palaces!)) expect(cellText(chart.palaces[Number(palace)]), `palace ${palace}`).toBe(text)
      if (p.zhiFuZhiShiLandRawAndHosted) {
        expect([chart.zhiFu.landsRawPalace, chart.zhiFu.landsPalace]).toEqual(p.zhiFuZhiShiLandRawAndHosted)
        expect([chart.zhiShi.landsRawPalace, chart.zhiShi.landsPalace]).toEqual(p.zhiFuZhiShiLandRawAndHosted)
      }
      if (p.timeVoid) expect(chart.timeVoid).toBe(p.timeVoid)
    })
  }

  const ext = plates.find((x) => x.id === 'P-2026-09-18')!
  it(`${ext.id} stars, doors, stems, 值使 and 时马`, () => {
    const chart = chartOf(ext)
    expect([chart.pillars, chart.dun, chart.ju, chart.xunHead]).toEqual([ext.pillars, ext.dun, ext.ju, ext.xunHead])
    for (const [palace, text] of Object.entries(ext.starsAndDoors!)) {
      const c = chart.palaces[Number(palace)]
      expect(`${c.star}${c.hostedStar ? `+${c.hostedStar}` : ''}/${c.door[0]}`).toBe(text)
    }
    const s = ext.stems!
    expect([chart.palaces[2].heavenStem, chart.palaces[2].earthStem, chart.palaces[6].heavenStem, chart.palaces[6].hostedHeavenStem]).toEqual([
      s.heaven2,
      s.earth2,
      s.heaven6,
      s.hostedHeaven6,
    ])
    expect([chart.palaces[8].earthStem, chart.palaces[4].earthStem]).toEqual([s.earth8, s.earth4])
    expect(chart.zhiShi).toMatchObject(ext.zhiShi!)
    expect(chart.horse).toEqual(ext.horse)
    const marks = ext.marks!
    expect(chart.palaces[marks['天丙奇入墓']].marks).toContain('天丙奇入墓')
    expect(chart.palaces[marks['地癸击刑']].marks).toContain('地癸击刑')
    expect(Object.values(chart.palaces).filter((c) => c.marks.includes('门迫'))).toEqual(marks['门迫'])
  })
})
