/**
 * Astro dice faces: three twelve-sided dice, planet (what), sign (how), house (where); 12 × 12 × 12 = 1728 outcomes.
 * Planet die: the ten planets and the two lunar nodes (belladeluna.com and the sadalsuud astro-dice guide).
 * Body ids as in the natal chart; signs 1–12 from Aries; houses 1–12.
 */

export interface DiceFace {
  face: number
  id: string
  zh: string
}

export const PLANET_FACES: readonly DiceFace[] = [
  { face: 1, id: 'Sun', zh: '太阳' },
  { face: 2, id: 'Moon', zh: '月亮' },
  { face: 3, id: 'Mercury', zh: '水星' },
  { face: 4, id: 'Venus', zh: '金星' },
  { face: 5, id: 'Mars', zh: '火星' },
  { face: 6, id: 'Jupiter', zh: '木星' },
  { face: 7, id: 'Saturn', zh: '土星' },
  { face: 8, id: 'Uranus', zh: '天王星' },
  { face: 9, id: 'Neptune', zh: '海王星' },
  { face: 10, id: 'Pluto', zh: '冥王星' },
  { face: 11, id: 'NorthNode', zh: '北交点' },
  { face: 12, id: 'SouthNode', zh: '南交点' },
]

export const SIGN_FACES: readonly DiceFace[] = [
  { face: 1, id: 'Aries', zh: '白羊座' },
  { face: 2, id: 'Taurus', zh: '金牛座' },
  { face: 3, id: 'Gemini', zh: '双子座' },
  { face: 4, id: 'Cancer', zh: '巨蟹座' },
  { face: 5, id: 'Leo', zh: '狮子座' },
  { face: 6, id: 'Virgo', zh: '处女座' },
  { face: 7, id: 'Libra', zh: '天秤座' },
  { face: 8, id: 'Scorpio', zh: '天蝎座' },
  { face: 9, id: 'Sagittarius', zh: '射手座' },
  { face: 10, id: 'Capricorn', zh: '摩羯座' },
  { face: 11, id: 'Aquarius', zh: '水瓶座' },
  { face: 12, id: 'Pisces', zh: '双鱼座' },
]

export const HOUSE_FACES: readonly DiceFace[] = Array.from({ length: 12 }, (_, i) => ({ face: i + 1, id: `house${i + 1}`, zh: `第${i + 1}宫` }))
