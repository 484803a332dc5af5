import { momentOf } from '@/divination/calendar'
import {
  DOOR_MEANING,
  explainPalace,
  GOD_MEANING,
  KE_YING,
  keYingOf,
  qimenChart,
  STAR_MEANING,
  STARS,
  DOORS,
  type QimenChart,
} from '@/divination/qimen'

// Golden Q1 (chinese.json): 2021-03-09 09:00 UTC+8, 时家 转盘 拆补, 阳遁七局, every door at home (值使 景门 stays in 离9).
const q1 = qimenChart(momentOf({ date: '2021-03-09', time: '09:00', birthZone: -8, summer: 0 }))
const titles = (chart: QimenChart, palace: number) => explainPalace(chart, palace).notes.map((n) => n.title)

describe('十干克应 table', () => {
  it('covers the 81 pairs of 乙丙丁戊己庚辛壬癸', () => {
    const stems = [...'乙丙丁戊己庚辛壬癸']
    expect(Object.keys(KE_YING)).toHaveLength(81)
    for (const a of stems) for (const b of stems) expect(keYingOf(a, b), a + b).not.toBeNull()
    expect(keYingOf('', '戊')).toBeNull()
  })

  it('戊+丙 青龙返首, 丙+戊 飞鸟跌穴 (both 吉)', () => {
    expect(keYingOf('戊', '丙')).toMatchObject({ name: '青龙返首', luck: '吉' })
    expect(keYingOf('丙', '戊')).toMatchObject({ name: '飞鸟跌穴', luck: '吉' })
  })

  it('乙+丙 奇仪顺遂; 戊+戊 伏吟; 庚+癸 大格; 丁+癸 朱雀投江; 辛+乙 白虎猖狂', () => {
    expect(keYingOf('乙', '丙')?.name).toBe('奇仪顺遂')
    expect(keYingOf('戊', '戊')?.name).toBe('伏吟')
    expect(keYingOf('庚', '癸')?.name).toBe('大格')
    expect(keYingOf('丁', '癸')?.name).toBe('朱雀投江')
    expect(keYingOf('辛', '乙')?.name).toBe('白虎猖狂')
  })
})

describe('meanings', () => {
  it('「辅禽心星为上吉…大凶蓬芮不堪使」; 「开休生为三吉门」', () => {
    expect(['天辅', '天禽', '天心'].map((s) => STAR_MEANING[s as keyof typeof STAR_MEANING].luck)).toEqual(['吉', '吉', '吉'])
    expect([STAR_MEANING.天蓬.luck, STAR_MEANING.天芮.luck]).toEqual(['凶', '凶'])
    expect([DOOR_MEANING.开门.luck, DOOR_MEANING.休门.luck, DOOR_MEANING.生门.luck]).toEqual(['吉', '吉', '吉'])
    expect([DOOR_MEANING.死门.luck, DOOR_MEANING.惊门.luck, DOOR_MEANING.伤门.luck]).toEqual(['凶', '凶', '凶'])
  })

  it('every star, door and god the engine can draw has a meaning', () => {
    for (const s of STARS.filter(Boolean)) expect(STAR_MEANING).toHaveProperty(s)
    for (const d of DOORS.filter(Boolean)) expect(DOOR_MEANING).toHaveProperty(d)
    const fei = qimenChart(momentOf({ date: '2021-03-09', time: '09:00', birthZone: -8, summer: 0 }), { ...q1.settings, pan: 'fei' })
    const gods = [q1, fei].flatMap((c) => Object.values(c.palaces).map((p) => p.god)).filter(Boolean)
    for (const g of gods) expect(GOD_MEANING).toHaveProperty(g)
  })
})

describe('explainPalace on golden Q1', () => {
  it('坎1: 九地 天冲 休门; 天盘癸加地盘辛 网盖天牢; 休门 at home is 门伏吟', () => {
    const e = explainPalace(q1, 1)
    expect(e.title).toBe('坎1宫：九地 天冲 休门')
    expect(titles(q1, 1)).toEqual(['天冲', '休门', '门伏吟', '九地', '天盘癸加地盘辛：网盖天牢'])
  })

  it("巽4 carries 天禽 and its stem: two 克应, and the board's 天壬击刑 explained (甲辰 辰辰自刑)", () => {
    expect(titles(q1, 4)).toContain('天禽（寄）')
    expect(titles(q1, 4)).toEqual(expect.arrayContaining(['天盘壬加地盘丁：干合蛇刑', '天盘丙加地盘丁：星奇朱雀', '天盘壬击刑']))
    expect(explainPalace(q1, 4).notes.find((n) => n.title === '天盘壬击刑')?.text).toMatch(/^甲辰壬落4宫，辰自刑/)
  })

  it('三奇入墓 as marked on the board: 乙 in 坤2 (墓未), 丁 in 艮8 (墓丑)', () => {
    expect(q1.palaces[2].marks).toContain('天乙奇入墓')
    expect(explainPalace(q1, 2).notes.find((n) => n.title === '天盘乙奇入墓')?.text).toMatch(/墓在未/)
    expect(explainPalace(q1, 8).notes.find((n) => n.title === '天盘丁奇入墓')?.text).toMatch(/墓在丑/)
  })

  it('值符 in 震3, 值使 in 离9, 驿马 亥 in 乾6, 旬空 午未 in 离9 and 坤2', () => {
    expect(titles(q1, 3)).toContain('值符所临')
    expect(titles(q1, 9)).toEqual(expect.arrayContaining(['值使所临', '空亡']))
    expect(titles(q1, 6)).toContain('马星')
    expect(titles(q1, 2)).toContain('空亡')
  })

  it('中五 of a 转盘 says where it lodges (寄坤2)', () => {
    expect(explainPalace(q1, 5).notes.map((n) => n.text)).toEqual(['中宫不布星门神，天禽与地盘丙寄于2宫同看。'])
  })

  it('门迫: 门 element 克 palace element (景门 火 in 兑7 金)', () => {
    const moved: QimenChart = { ...q1, palaces: { ...q1.palaces, 7: { ...q1.palaces[7], door: '景门', marks: ['门迫'] } } }
    expect(explainPalace(moved, 7).notes.find((n) => n.title === '门迫')?.text).toMatch(/^景门属火，克7宫之金/)
  })

  it('星反吟: a star in the palace opposite its own (天英 in 坎1)', () => {
    const moved: QimenChart = { ...q1, palaces: { ...q1.palaces, 1: { ...q1.palaces[1], star: '天英' } } }
    expect(titles(moved, 1)).toContain('星反吟')
    expect(titles(q1, 1)).not.toContain('星反吟')
  })
})
