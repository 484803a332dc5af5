/**
 * `zhengyu` command of the engine CLI (DESIGN.md §3): 七政四余 bodies in the 28 宿 with 度主, 庙旺 and 化曜, the 宿
 * boundaries, the palace starts (signs or 十二次), 命宫, 命度, 身宫, the 十二宫 with their lords and the 神煞 of the birth year, month and hour.
 */
import { placeOf, timeOf, type RawInput } from '../../astro/options'
import { computeZhengyuChart, parseZhengyuSettings, zhengyuXiandu, BRANCHES, ZHENGYU_BODIES, type ZhengyuChart } from '../../divination/zhengyu'
import { BRANCH_NAMES, STEM_NAMES } from '../../divination/common/ganzhi'
import { inputError } from '../../core/errors'
import { getNodeEphemeris } from '../../platform/ephemeris.node'
import type { CommandTable } from '../registry'

const round = (x: number, digits = 7) => Math.round(x * 10 ** digits) / 10 ** digits

/** 限度 periods (ages in years) and, when `atJdUT` is given, the 限 at that moment. */
function xianduOut(c: ZhengyuChart, atJdUT: number | undefined) {
  const x = zhengyuXiandu(c, atJdUT ?? c.jdUT, c.settings.xianduMingYears)
  const periods = x.periods.map((p) => ({
    ...p,
    startAge: round(p.startAge, 4),
    endAge: round(p.endAge, 4),
    fromLonDeg: round(p.fromLonDeg),
    toLonDeg: round(p.toLonDeg),
  }))
  const current =
    atJdUT === undefined || !x.current
      ? null
      : { ...x.current, ageYears: round(x.current.ageYears, 4), lonDeg: round(x.current.lonDeg), xiuDeg: round(x.current.xiuDeg) }
  return { mingYears: x.mingYears, periods, current }
}

export function zhengyuOut(c: ZhengyuChart, xianduAtJdUT?: number) {
  const s = c.settings
  return {
    jdUT: c.jdUT,
    place: { lat: c.place.latDeg, lng: c.place.lngDeg },
    zodiac: s.zodiac === 'sidereal' ? { zodiac: 'sidereal', sidMode: s.sidMode, ayanamsaDeg: round(c.ayanamsaDeg ?? 0) } : 'tropical',
    nodeType: s.nodeTrue ? 'true' : 'mean',
    nodeConvention: s.luohouNode,
    yuebeiType: s.yuebeiTrue ? 'osculating' : 'mean',
    ziQiMethod: s.ziQiMethod,
    xiuWidths: s.xiuWidths,
    mingGongMethod: s.mingGongMethod,
    palaceFrame: s.palaceFrame,
    miaoWangType: s.miaoWangType,
    bodies: Object.fromEntries(
      ZHENGYU_BODIES.map((id) => {
        const b = c.bodies[id]
        return [
          id,
          { lon: round(b.lonDeg), xiu: b.xiu, xiuDeg: round(b.xiuDeg), branch: b.branch, duZhu: b.duZhu, miaoWang: b.miaoWang, huaYao: b.huaYao },
        ]
      }),
    ),
    xiuStarts: c.xiuStarts.map((x) => ({ name: x.name, lon: round(x.lonDeg), source: x.source })),
    palaceStarts: Object.fromEntries(BRANCHES.map((b) => [b, round(c.palaceStarts[b])])),
    asc: round(c.ascDeg),
    hourBranch: c.hourBranch,
    mingGong: c.mingGong,
    mingDu: { lon: round(c.mingDu.lonDeg), xiu: c.mingDu.xiu, xiuDeg: round(c.mingDu.xiuDeg) },
    mingZhu: c.mingZhu,
    duZhu: c.duZhu,
    shenGong: c.shenGong,
    shenZhu: c.shenZhu,
    yearStem: STEM_NAMES[c.yearStem],
    yearBranch: BRANCH_NAMES[c.yearBranch],
    monthBranch: BRANCH_NAMES[c.monthBranch],
    huaYao: Object.fromEntries(c.huaYao.map((h) => [h.name, h.body])),
    palaces: c.palaces,
    shensha: c.shensha,
    xiandu: xianduOut(c, xianduAtJdUT),
  }
}

export const commands: CommandTable = {
  zhengyu: {
    summary:
      '七政四余: bodies in the 28 宿 (nodeType true|mean, luohouNode ascending|descending, yuebeiType mean|osculating, ziQiMethod wanli1578, zodiac tropical|sidereal, sidMode, xiuWidths modern|ancient, palaceFrame signs|ciXiu, mingGongMethod ascendant|sun, miaoWangType yuan|sanchen, xianduMingYears table|sanDu, xianduAtJdUT); 宫主, 度主, 庙旺, 十干化曜, 命度, 身宫, 限度, 神煞 (shenshaOff {natal, transit})',
    example: `npm run -s engine -- zhengyu '{"date":"1990-06-15","time":"20:00","birthZone":-8,"lat":39.93,"lng":116.41}'`,
    run: async (input: RawInput) => {
      const settings = parseZhengyuSettings(input)
      const jdUT = timeOf(input)
      const place = placeOf(input)
      const at = input.xianduAtJdUT
      if (at !== undefined && (typeof at !== 'number' || !Number.isFinite(at)))
        inputError('bad_xiandu_at', `xianduAtJdUT 应为儒略日数：${String(at)}`)
      const chart = computeZhengyuChart(await getNodeEphemeris('files'), { jdUT, latDeg: place.latDeg, lngDeg: place.lngDeg }, settings)
      return zhengyuOut(chart, at as number | undefined)
    },
  },
}
