/**
 * 大六壬 doctrine as data. Branches by index (子 = 0 … 亥 = 11), stems by index (甲 = 0 … 癸 = 9).
 * Sources: 《大六壬大全》 (寄宫, 九宗门, 课体), 《六壬指南》, 《协纪辨方书·贵人》.
 */

/** 十干寄宫: 「甲课寅兮乙课辰，丙戊课巳不须论，丁己课未庚申上，辛戌壬亥是其真，癸课原来丑上坐」. */
export const STEM_LODGE = [2, 4, 5, 7, 5, 7, 8, 10, 11, 1] as const

/** 十二天将 in order from 贵人: 「贵蛇朱六勾青，空白常玄阴后」. */
export const TIAN_JIANG = ['贵人', '螣蛇', '朱雀', '六合', '勾陈', '青龙', '天空', '白虎', '太常', '玄武', '太阴', '天后'] as const

/** 月将 names by branch: 子神后 丑大吉 寅功曹 卯太冲 辰天罡 巳太乙 午胜光 未小吉 申传送 酉从魁 戌河魁 亥登明. */
export const YUE_JIANG_NAMES = ['神后', '大吉', '功曹', '太冲', '天罡', '太乙', '胜光', '小吉', '传送', '从魁', '河魁', '登明'] as const

/**
 * 贵人 by day stem, [昼, 夜].
 * - 'jiaWuGeng' (common, 《协纪辨方书》): 「甲戊庚牛羊，乙己鼠猴乡，丙丁猪鸡位，壬癸兔蛇藏，六辛逢马虎，此是贵人方」.
 * - 'gengXin' (《六壬大全》 variant): 「甲戊兼牛羊，乙己鼠猴乡，丙丁猪鸡位，壬癸蛇兔藏，庚辛逢马虎」: 庚 joins 辛, 壬癸 昼夜 swapped.
 */
export const GUI_REN: Record<'jiaWuGeng' | 'gengXin', readonly (readonly [number, number])[]> = {
  jiaWuGeng: [
    [1, 7],
    [0, 8],
    [11, 9],
    [11, 9],
    [1, 7],
    [0, 8],
    [1, 7],
    [6, 2],
    [3, 5],
    [3, 5],
  ],
  gengXin: [
    [1, 7],
    [0, 8],
    [11, 9],
    [11, 9],
    [1, 7],
    [0, 8],
    [6, 2],
    [6, 2],
    [5, 3],
    [5, 3],
  ],
}

/** 三刑: 「子刑卯，卯刑子；寅刑巳，巳刑申，申刑寅；丑刑戌，戌刑未，未刑丑；辰午酉亥自刑」. */
export const XING = [3, 10, 5, 0, 4, 8, 6, 1, 2, 9, 7, 11] as const

/** 干合: 甲己、乙庚、丙辛、丁壬、戊癸. */
export function stemCombine(stem: number): number {
  return (stem + 5) % 10
}

/** 孟 (寅申巳亥) 0, 仲 (子午卯酉) 1, 季 (辰戌丑未) 2. */
export function mengZhongJi(branch: number): 0 | 1 | 2 {
  return ([1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0] as const)[branch]
}
