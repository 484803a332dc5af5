/**
 * One case per 宗门, each derived by hand from the rule text (quoted in src/divination/liuren/sanchuan.ts).
 * Notation: 将X 时Y means 月将 X over the hour branch Y, so the heaven branch over earth b is X + (b − Y).
 * 寄宫: 甲寅 乙辰 丙戊巳 丁己未 庚申 辛戌 壬亥 癸丑.
 */
import { liurenBoard } from '@/divination/liuren'
import { BRANCH_NAMES, STEM_NAMES } from '@/divination/common/ganzhi'

const b = (c: string) => BRANCH_NAMES.indexOf(c)
function board(day: string, jiang: string, hour: string) {
  const r = liurenBoard(b(jiang), STEM_NAMES.indexOf(day[0]), b(day[1]), b(hour))
  return { ...r, chuan: r.sanChuan.map((x) => x.branch).join(''), ke: r.siKe.map((k) => `${k.upper}/${k.lower}`).join(' ') }
}

describe('九宗门', () => {
  it('贼克 (重审): 甲子日 将丑 时巳 — 寅上戌, 甲木贼戌土 is the only 下贼上; 戌 → 午 → 寅', () => {
    const r = board('甲子', '丑', '巳')
    expect(r.ke).toBe('戌/甲 午/戌 申/子 辰/申')
    expect([r.zongMen, r.keTi, r.chuan]).toEqual(['贼克', '重审', '戌午寅'])
  })

  it('比用 (知一): 甲子日 将子 时巳 — 酉、未、寅 all 上克下; only 寅 is yang like 甲; 寅 → 酉 → 辰', () => {
    const r = board('甲子', '子', '巳')
    expect(r.ke).toBe('酉/甲 辰/酉 未/子 寅/未')
    expect([r.zongMen, r.keTi, r.chuan]).toEqual(['比用', '知一', '寅酉辰'])
  })

  it('涉害: 丁卯日 将丑 时卯 — 丑 and 亥 both 贼 and both yin; 亥 from 丑 home meets 丑辰未戌 and 戊(巳)己(未) = 6 克, 丑 from 卯 meets 卯 and 乙(辰) = 2; 亥 → 酉 → 未', () => {
    const r = board('丁卯', '丑', '卯')
    expect(r.ke).toBe('巳/丁 卯/巳 丑/卯 亥/丑')
    expect([r.zongMen, r.keTi, r.chuan]).toEqual(['涉害', '涉害', '亥酉未'])
  })

  it('涉害, equal depth: 丁卯日 将丑 时子 — 申 and 辰 both 贼, neither yin like 丁; each meets one 克 (丁 at 未, 卯); 辰 sits on 仲 卯, 申 on 季 未, so 辰 → 巳 → 午', () => {
    const r = board('丁卯', '丑', '子')
    expect(r.ke).toBe('申/丁 酉/申 辰/卯 巳/辰')
    expect([r.zongMen, r.keTi, r.chuan]).toEqual(['涉害', '涉害', '辰巳午'])
    expect(r.reason).toContain('仲')
  })

  it('遥克 (蒿矢): 丙寅日 将子 时卯 — no 克 in the 课; 亥水 遥克 丙火; 亥 → 申 → 巳', () => {
    const r = board('丙寅', '子', '卯')
    expect(r.ke).toBe('寅/丙 亥/寅 亥/寅 申/亥')
    expect([r.zongMen, r.keTi, r.chuan]).toEqual(['遥克', '蒿矢', '亥申巳'])
  })

  it('遥克 (弹射): 戊辰日 将卯 时子 — no 神克日; 戊土 克 亥水; 亥 → 寅 → 巳', () => {
    const r = board('戊辰', '卯', '子')
    expect([r.zongMen, r.keTi, r.chuan]).toEqual(['遥克', '弹射', '亥寅巳'])
  })

  it('昴星 (虎视): 庚午日 将丑 时子 — no 克, no 遥, four 课; 刚日 地盘酉上 戌, then 支上 未, 干上 酉', () => {
    const r = board('庚午', '丑', '子')
    expect(r.ke).toBe('酉/庚 戌/酉 未/午 申/未')
    expect([r.zongMen, r.keTi, r.chuan]).toEqual(['昴星', '虎视', '戌未酉'])
  })

  it('别责: 戊辰日 将丑 时子 — 一课 and 四课 are both 午/巳 (不备), no 克, no 遥; 戊合癸, 癸寄丑, 丑上 寅; 中末 干上 午', () => {
    const r = board('戊辰', '丑', '子')
    expect(r.ke).toBe('午/戊 未/午 巳/辰 午/巳')
    expect([r.zongMen, r.keTi, r.chuan]).toEqual(['别责', '别责', '寅午午'])
  })

  it('八专: 丁未日 (丁寄未) 将子 时卯 — no 克; 阴日 四课上神 丑 逆数三位 亥; 中末 干上 辰', () => {
    const r = board('丁未', '子', '卯')
    expect(r.ke).toBe('辰/丁 丑/辰 辰/未 丑/辰')
    expect([r.zongMen, r.keTi, r.chuan]).toEqual(['八专', '八专', '亥辰辰'])
  })

  it('伏吟 (自任): 甲子日 将子 时子 — no 克, 刚日 干上 寅; 寅刑巳, 巳刑申', () => {
    const r = board('甲子', '子', '子')
    expect([r.zongMen, r.keTi, r.chuan]).toEqual(['伏吟', '自任', '寅巳申'])
  })

  it('伏吟 with 克: 乙丑日 将子 时子 — 乙木贼辰土; 辰自刑 so 中 is 支上 丑; 丑刑戌', () => {
    const r = board('乙丑', '子', '子')
    expect([r.zongMen, r.keTi, r.chuan]).toEqual(['伏吟', '自信', '辰丑戌'])
  })

  it('返吟 (井栏射): 辛未日 将午 时子 — all 课 earth on earth, no 克; 未 马在巳, 支上 丑, 干上 辰', () => {
    const r = board('辛未', '午', '子')
    expect(r.ke).toBe('辰/辛 戌/辰 丑/未 未/丑')
    expect([r.zongMen, r.keTi, r.chuan]).toEqual(['返吟', '井栏射', '巳丑辰'])
  })

  it('返吟 with 克: 甲子日 将午 时子 — 寅 and 午 both 贼 and yang; 寅 from 申 meets 申酉庚(申)辛(戌) = 4 克, 午 from 子 meets 子癸(丑) = 2; 寅 → 申 → 寅', () => {
    const r = board('甲子', '午', '子')
    expect(r.ke).toBe('申/甲 寅/申 午/子 子/午')
    expect([r.zongMen, r.keTi, r.chuan]).toEqual(['返吟', '返吟', '寅申寅'])
  })
})

describe('贵人 and 天将', () => {
  it('「甲戊庚牛羊」: 甲 by day 丑, by night 未; the 庚辛 variant puts 庚 on 午 by day', () => {
    expect(liurenBoard(0, 0, 0, 6).guiRen.branch).toBe('丑')
    expect(liurenBoard(0, 0, 0, 10).guiRen.branch).toBe('未')
    expect(liurenBoard(0, 6, 0, 6, { guiRenRule: 'gengXin', dayNight: 'hourBranch', nextDayZiShi: true }).guiRen.branch).toBe('午')
  })

  it('贵人 over 亥子丑寅卯辰 goes forward: the next heaven branch carries 螣蛇', () => {
    // 甲子 将辰 时辰 (伏吟) by day: 贵人 丑 sits on earth 丑 → 顺; heaven 寅 (over earth 寅) carries 螣蛇
    const r = liurenBoard(4, 0, 0, 4)
    expect(r.guiRen).toEqual({ branch: '丑', direction: '顺', dayNight: '昼' })
    expect(r.tianJiangPlate[2]).toBe('螣蛇')
  })

  it('贵人 over 巳午未申酉戌 goes backward: 甲子 将子 时辰 puts 丑 on 巳, so 子 carries 螣蛇', () => {
    const r = liurenBoard(0, 0, 0, 4)
    expect(r.guiRen.direction).toBe('逆')
    expect(r.tianJiangPlate[4]).toBe('螣蛇')
  })
})
