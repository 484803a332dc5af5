/** 七政四余 rules, one known fact per test, each with its source. */
import {
  ANCIENT_DU_PER_CIRCLE,
  computeZhengyuChart,
  branchOfLonDeg,
  hourBranchOfLocalMeanTime,
  mingGongByAscendant,
  mingGongBySun,
  parseZhengyuSettings,
  XIU,
  xiuOf,
  xiuStartsAt,
  ziQiLonDeg,
} from '@/divination/zhengyu'
import { getNodeEphemeris } from '@/platform/ephemeris.node'

const J2000 = 2451545.0

describe('宫 of a longitude: the 十二次 and their 辰 (《协纪辨方书》: 降娄戌 … 玄枵子, 娵訾亥)', () => {
  it.each([
    [0, '戌'], // 白羊 0°: 降娄, 戌宫
    [29.999, '戌'],
    [30, '酉'], // 金牛: 大梁, 酉
    [95, '未'], // 巨蟹: 鹑首, 未
    [185, '辰'], // 天秤: 寿星, 辰
    [275, '丑'], // 摩羯: 星纪, 丑
    [315, '子'], // 宝瓶: 玄枵, 子
    [359.999, '亥'], // 双鱼: 娵訾, 亥
  ])('%f° is in %s宫', (lon, branch) => {
    expect(branchOfLonDeg(lon)).toBe(branch)
  })
})

describe('命宫 from the ascendant: the palace of the rising degree', () => {
  it('ascendant 15° 白羊 → 命宫 戌; 10° 宝瓶 → 子', () => {
    expect(mingGongByAscendant(15)).toBe('戌')
    expect(mingGongByAscendant(310)).toBe('子')
  })
})

describe('命宫 by the 太阳 method (《星学大成》 安命宫, in our words: put the Sun’s palace on the birth hour, count on to 卯; the palace on 卯 is 命宫)', () => {
  it('born in the 卯 hour (sunrise), 命宫 is the Sun’s own palace: 日在子 → 命在子', () => {
    expect(mingGongBySun('子', '卯')).toBe('子')
  })
  it('日在子 (宝瓶), born at 午 (noon, the Sun culminating): 子 on 午, count 午→卯 backwards … the palace on 卯 is 酉 (金牛 rising)', () => {
    expect(mingGongBySun('子', '午')).toBe('酉')
  })
  it('日在戌 (白羊), born at 子 (midnight, the Sun at the lowest point): 命在丑 (摩羯 rising)', () => {
    expect(mingGongBySun('戌', '子')).toBe('丑')
  })
  it('日在午 (狮子), born at 酉 (sunset): the Sun sets, its opposite palace 子 rises', () => {
    expect(mingGongBySun('午', '酉')).toBe('子')
  })
})

describe('时辰 from local mean time: 子 23–1 h, 丑 1–3 h … 亥 21–23 h', () => {
  const jdAtLmt = (hours: number, lngDeg: number) => J2000 - 0.5 + (hours - lngDeg / 15) / 24
  it.each([
    [23.5, 0, '子'],
    [0.98, 0, '子'],
    [1.02, 0, '丑'],
    [12, 120, '午'],
    [22.99, -75, '亥'],
  ])('%f h at longitude %f → %s', (hours, lng, branch) => {
    expect(hourBranchOfLocalMeanTime(jdAtLmt(hours, lng), lng)).toBe(branch)
  })
})

describe('the 28 宿', () => {
  it('古度 widths sum to 周天 365¼ 度 (《汉书·律历志》)', () => {
    expect(XIU.reduce((s, x) => s + x.ancientWidthDu, 0)).toBe(ANCIENT_DU_PER_CIRCLE)
    expect(XIU.map((x) => x.name).join('')).toBe('角亢氐房心尾箕斗牛女虚危室壁奎娄胃昴毕觜参井鬼柳星张翼轸')
  })

  it('古度 option: 亢 starts 12 古度 (11.83°) after 角宿一, 轸 ends at 角宿一', async () => {
    const eph = await getNodeEphemeris('files')
    const starts = xiuStartsAt(eph, J2000, parseZhengyuSettings({ xiuWidths: 'ancient' }))
    expect(starts[1].lonDeg - starts[0].lonDeg).toBeCloseTo((12 * 360) / 365.25, 9)
    expect((starts[0].lonDeg - starts[27].lonDeg + 360) % 360).toBeCloseTo((17 * 360) / 365.25, 9)
    // 角宿一 is Spica: 203.84° of date at J2000 (swetest -xfSpica -bj2451545: 203.8361481).
    expect(starts[0].lonDeg).toBeCloseTo(203.8361481, 6)
  })

  it('今度: 参宿 δ Ori lies west of 觜宿 λ Ori on the ecliptic (the 觜参 reversal by precession), so the Sun at 84° is in 觜, at 83° in 参', async () => {
    const eph = await getNodeEphemeris('files')
    const starts = xiuStartsAt(eph, J2000, parseZhengyuSettings({}))
    const zi = starts.find((s) => s.name === '觜')!
    const can = starts.find((s) => s.name === '参')!
    expect(can.lonDeg).toBeLessThan(zi.lonDeg)
    expect(xiuOf(zi.lonDeg + 0.5, starts).xiu).toBe('觜')
    expect(xiuOf(zi.lonDeg - 0.2, starts).xiu).toBe('参')
  })

  it('宿度 is the distance past the 距星: 2° past Spica is 角 2°', async () => {
    const eph = await getNodeEphemeris('files')
    const starts = xiuStartsAt(eph, J2000, parseZhengyuSettings({}))
    const r = xiuOf(starts[0].lonDeg + 2, starts)
    expect(r.xiu).toBe('角')
    expect(r.xiuDeg).toBeCloseTo(2, 9)
  })
})

describe('紫炁 (wanli1578)', () => {
  const WANLI_SHUO = 2297429.615209 // 万历五年十二月朔, 1578-01-18 02:46 UT

  it('《图书编》卷二十一 万历五年十二月朔: 紫气张十四度 (14 古度 = 13.80° past 张宿一)', async () => {
    const eph = await getNodeEphemeris('files')
    const c = computeZhengyuChart(eph, { jdUT: WANLI_SHUO, latDeg: 39.9, lngDeg: 116.4 }, parseZhengyuSettings({}))
    expect(c.bodies['紫炁'].xiu).toBe('张')
    expect(c.bodies['紫炁'].xiuDeg).toBeCloseTo((14 * 360) / 365.25, 6)
  })

  it('moves one 度 in 28 days against the stars and comes back to 张十四度 after 周日 10227.1792 days (《明史·历志》 步四余)', async () => {
    const eph = await getNodeEphemeris('files')
    const pastZhang = (jd: number) => (ziQiLonDeg(eph, jd) - eph.fixstarUt(jd, ',up-1Hya')!.lonDeg + 360) % 360
    expect(pastZhang(WANLI_SHUO + 10227.1792)).toBeCloseTo(pastZhang(WANLI_SHUO), 9)
    expect(pastZhang(WANLI_SHUO + 28) - pastZhang(WANLI_SHUO)).toBeCloseTo(360 / 365.2564, 3)
  })
})
