/**
 * The 36 petit Lenormand cards (J. K. Hechtel, Das Spiel der Hoffnung, c. 1799, public domain) with the playing-card
 * inset of the standard petit Lenormand (French suits). Chinese names: the common mainland renderings.
 */

export interface LenormandCard {
  /** 1–36. */
  n: number
  en: string
  zh: string
  /** Playing-card inset, e.g. "9♥". */
  playingCard: string
}

export const LENORMAND_CARD_COUNT = 36

/** [en, zh, inset] for cards 1–36. */
const ROWS: readonly (readonly [string, string, string])[] = [
  ['Rider', '骑士', '9♥'],
  ['Clover', '幸运草', '6♦'],
  ['Ship', '船', '10♠'],
  ['House', '房子', 'K♥'],
  ['Tree', '树', '7♥'],
  ['Clouds', '云', 'K♣'],
  ['Snake', '蛇', 'Q♣'],
  ['Coffin', '棺材', '9♦'],
  ['Bouquet', '花束', 'Q♠'],
  ['Scythe', '镰刀', 'J♦'],
  ['Whip', '鞭子', 'J♣'],
  ['Birds', '鸟', '7♦'],
  ['Child', '孩子', 'J♠'],
  ['Fox', '狐狸', '9♣'],
  ['Bear', '熊', '10♣'],
  ['Stars', '星星', '6♥'],
  ['Stork', '鹳', 'Q♥'],
  ['Dog', '狗', '10♥'],
  ['Tower', '塔', '6♠'],
  ['Garden', '花园', '8♠'],
  ['Mountain', '山', '8♣'],
  ['Crossroads', '十字路口', 'Q♦'],
  ['Mice', '老鼠', '7♣'],
  ['Heart', '心', 'J♥'],
  ['Ring', '戒指', 'A♣'],
  ['Book', '书', '10♦'],
  ['Letter', '信', '7♠'],
  ['Gentleman', '男人', 'A♥'],
  ['Lady', '女人', 'A♠'],
  ['Lily', '百合', 'K♠'],
  ['Sun', '太阳', 'A♦'],
  ['Moon', '月亮', '8♥'],
  ['Key', '钥匙', '8♦'],
  ['Fish', '鱼', 'K♦'],
  ['Anchor', '锚', '9♠'],
  ['Cross', '十字架', '6♣'],
]

export const LENORMAND_CARDS: readonly LenormandCard[] = ROWS.map(([en, zh, playingCard], i) => ({ n: i + 1, en, zh, playingCard }))
