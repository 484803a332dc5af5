/** Table rows of a 七政四余 chart: plain strings, ready for the page (words from the caller's translate). */
import { ZHENGYU_BODIES, type ZhengyuBodyId, type ZhengyuChart } from '@/divination/zhengyu'

type Translate = (key: string, vars?: Record<string, string | number>) => string

/** 宿度 and 命度 as degrees and minutes (12°05′). */
export function degMin(deg: number): string {
  let total = Math.round(deg * 60)
  if (total < 0) total = 0
  return `${Math.floor(total / 60)}°${String(total % 60).padStart(2, '0')}′`
}

export interface BodyRow {
  id: ZhengyuBodyId
  xiu: string
  palace: string
  duZhu: string
  miaoWang: string
  huaYao: string
}

export function bodyRows(chart: ZhengyuChart, t: Translate): BodyRow[] {
  const palaceName = new Map(chart.palaces.map((p) => [p.branch, p.name]))
  return ZHENGYU_BODIES.map((id) => {
    const b = chart.bodies[id]
    return {
      id,
      xiu: t('zhengyu.xiuDeg', { xiu: b.xiu, deg: degMin(b.xiuDeg) }),
      palace: t('zhengyu.palaceOf', { branch: b.branch, name: palaceName.get(b.branch) ?? '' }),
      duZhu: b.duZhu,
      miaoWang: b.miaoWang === null ? t('zhengyu.none') : b.miaoWang.length ? b.miaoWang.join('') : t('zhengyu.miaoWangNone'),
      huaYao: b.huaYao ? t('zhengyu.huaYaoCell', { name: b.huaYao }) : t('zhengyu.none'),
    }
  })
}

/** The wheel's spoken text: 命宫, 身宫 and each body's 宿 and 宿度. */
export function wheelSummaryText(chart: ZhengyuChart, t: Translate): string {
  const list = ZHENGYU_BODIES.map((id) => t('zhengyu.wheelBody', { body: id, xiu: chart.bodies[id].xiu, deg: degMin(chart.bodies[id].xiuDeg) })).join(
    '，',
  )
  return t('zhengyu.wheelSummary', { ming: chart.mingGong, shen: chart.shenGong, list })
}

/** The line under the wheel naming the frame and the school choices (sidereal with its ayanamsa). */
export function frameText(chart: ZhengyuChart, t: Translate): string {
  const s = chart.settings
  const zodiac =
    s.zodiac === 'sidereal'
      ? t('zhengyu.siderealFrame', {
          name: t(`vedic.ayanamsaName.${s.sidMode}`, { defaultValue: String(s.sidMode) }),
          deg: (chart.ayanamsaDeg ?? 0).toFixed(2),
        })
      : t('zhengyu.zodiac.tropical')
  const line = t('zhengyu.frame', {
    zodiac,
    widths: t(`zhengyu.widths.${s.xiuWidths}`),
    ming: t(`zhengyu.mingMethod.${s.mingGongMethod}`),
    miaoWang: t(`zhengyu.miaoWangType.${s.miaoWangType}`),
  })
  // The 30° signs go without saying; the 十二次 are named.
  return s.palaceFrame === 'ciXiu' ? `${line} · ${t('zhengyu.palaceFrame.ciXiu')}` : line
}
