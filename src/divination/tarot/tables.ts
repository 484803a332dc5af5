/**
 * The 78 tarot cards in Rider–Waite–Smith order (A. E. Waite, The Pictorial Key to the Tarot, 1910; Strength is 8 and
 * Justice 11): ids 0–21 the major arcana, then wands, cups, swords, pentacles, each ace 1 … ten 10, page 11,
 * knight 12, queen 13, king 14. Codes are the file names of the public-domain sacred-texts.com scans (ar00, waac, cu02 …).
 * Chinese names: the common mainland renderings (愚者, 权杖王牌, 圣杯侍从 …).
 */

export type Arcana = 'major' | 'minor'
export type TarotSuit = 'wands' | 'cups' | 'swords' | 'pentacles'

export interface TarotCard {
  /** 0–77, Rider–Waite order. */
  id: number
  code: string
  arcana: Arcana
  /** Major arcana number 0–21; undefined for minor cards. */
  number?: number
  suit?: TarotSuit
  /** 1 ace … 10, 11 page, 12 knight, 13 queen, 14 king; undefined for major cards. */
  rank?: number
  en: string
  zh: string
}

export const TAROT_CARD_COUNT = 78
export const SUITS: readonly TarotSuit[] = ['wands', 'cups', 'swords', 'pentacles']
export const SUIT_CODES: Record<TarotSuit, string> = { wands: 'wa', cups: 'cu', swords: 'sw', pentacles: 'pe' }
export const SUIT_NAMES_ZH: Record<TarotSuit, string> = { wands: '权杖', cups: '圣杯', swords: '宝剑', pentacles: '星币' }
export const SUIT_NAMES_EN: Record<TarotSuit, string> = { wands: 'Wands', cups: 'Cups', swords: 'Swords', pentacles: 'Pentacles' }

const RANK_CODES = ['', 'ac', '02', '03', '04', '05', '06', '07', '08', '09', '10', 'pa', 'kn', 'qu', 'ki']
const RANK_NAMES_ZH = ['', '王牌', '二', '三', '四', '五', '六', '七', '八', '九', '十', '侍从', '骑士', '王后', '国王']
const RANK_NAMES_EN = ['', 'Ace', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Page', 'Knight', 'Queen', 'King']

/** Major arcana 0–21: English title and Chinese name. */
const MAJOR: readonly (readonly [string, string])[] = [
  ['The Fool', '愚者'],
  ['The Magician', '魔术师'],
  ['The High Priestess', '女祭司'],
  ['The Empress', '皇后'],
  ['The Emperor', '皇帝'],
  ['The Hierophant', '教皇'],
  ['The Lovers', '恋人'],
  ['The Chariot', '战车'],
  ['Strength', '力量'],
  ['The Hermit', '隐者'],
  ['Wheel of Fortune', '命运之轮'],
  ['Justice', '正义'],
  ['The Hanged Man', '倒吊人'],
  ['Death', '死神'],
  ['Temperance', '节制'],
  ['The Devil', '恶魔'],
  ['The Tower', '高塔'],
  ['The Star', '星星'],
  ['The Moon', '月亮'],
  ['The Sun', '太阳'],
  ['Judgement', '审判'],
  ['The World', '世界'],
]

function buildDeck(): TarotCard[] {
  const majors: TarotCard[] = MAJOR.map(([en, zh], n) => ({ id: n, code: `ar${String(n).padStart(2, '0')}`, arcana: 'major', number: n, en, zh }))
  const minors: TarotCard[] = SUITS.flatMap((suit, s) =>
    RANK_CODES.slice(1).map((rankCode, r) => ({
      id: 22 + s * 14 + r,
      code: SUIT_CODES[suit] + rankCode,
      arcana: 'minor' as const,
      suit,
      rank: r + 1,
      en: `${RANK_NAMES_EN[r + 1]} of ${SUIT_NAMES_EN[suit]}`,
      zh: SUIT_NAMES_ZH[suit] + RANK_NAMES_ZH[r + 1],
    })),
  )
  return [...majors, ...minors]
}

/** The deck, indexed by id. */
export const TAROT_CARDS: readonly TarotCard[] = buildDeck()
