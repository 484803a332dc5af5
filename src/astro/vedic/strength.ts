/** Chara karakas (BPHS 32) and vimshopaka bala over the sixteen vargas (BPHS 7). */
import {
  KARAKAS_7,
  KARAKAS_8,
  NATURAL_RELATION,
  SEVEN_GRAHAS,
  SHODASAVARGA_WEIGHTS,
  SIGN_LORDS,
  TEMPORAL_FRIEND_HOUSES,
  VIMSHOPAKA_POINTS,
  type GrahaId,
  type SevenGraha,
} from './tables'
import { VARGA_NUMBERS } from './vargas'

export interface Karaka {
  karaka: (typeof KARAKAS_8)[number]
  graha: GrahaId
  /** Degrees used for the ranking (Rahu: 30° minus its degree, BPHS 32.5, as it moves backwards). */
  degInSign: number
}

/** Karakas by descending degree within the sign: 7 (Sun…Saturn) or 8 (with Rahu). Ties keep the table order. */
export function charaKarakas(degInSign: Record<SevenGraha | 'Rahu', number>, scheme: 7 | 8): Karaka[] {
  const ids: (SevenGraha | 'Rahu')[] = scheme === 8 ? [...SEVEN_GRAHAS, 'Rahu'] : [...SEVEN_GRAHAS]
  const ranked = ids
    .map((g) => ({ graha: g, degInSign: g === 'Rahu' ? 30 - degInSign.Rahu : degInSign[g] }))
    .sort((a, b) => b.degInSign - a.degInSign)
  const names = scheme === 8 ? KARAKAS_8 : KARAKAS_7
  return ranked.map((r, i) => ({ karaka: names[i], graha: r.graha, degInSign: r.degInSign }))
}

export type Relation = keyof typeof VIMSHOPAKA_POINTS

/** Natural + temporal → compound relationship (BPHS 3.57–58). `houseFrom` is the house of `other` counted from `graha` (1–12). */
export function compoundRelation(graha: SevenGraha, other: SevenGraha, houseFrom: number): Exclude<Relation, 'own'> {
  const nat = NATURAL_RELATION[graha]
  const natural = nat.friends.includes(other) ? 1 : nat.enemies.includes(other) ? -1 : 0
  const temporal = TEMPORAL_FRIEND_HOUSES.includes(houseFrom) ? 1 : -1
  const sum = natural + temporal
  return sum === 2 ? 'greatFriend' : sum === 1 ? 'friend' : sum === 0 ? 'neutral' : sum === -1 ? 'enemy' : 'greatEnemy'
}

/**
 * Vimshopaka bala out of 20 in the shodasavarga scheme: for each varga, the weight × points / 20, where points come
 * from the planet's relation to the lord of the varga sign (own sign 20). Temporal relations are taken from the
 * rashi chart. `vargaSigns[n][graha]` is the sign in Dn; `rashiSigns` the D1 signs.
 */
export function vimshopaka(vargaSigns: Record<number, Record<string, number>>, rashiSigns: Record<SevenGraha, number>): Record<SevenGraha, number> {
  const out = {} as Record<SevenGraha, number>
  for (const g of SEVEN_GRAHAS) {
    let total = 0
    for (const n of VARGA_NUMBERS) {
      const sign = vargaSigns[n][g]
      const lord = SIGN_LORDS[sign - 1]
      let rel: Relation
      if (lord === g) rel = 'own'
      else rel = compoundRelation(g, lord, ((rashiSigns[lord] - rashiSigns[g] + 12) % 12) + 1)
      total += (SHODASAVARGA_WEIGHTS[n] * VIMSHOPAKA_POINTS[rel]) / 20
    }
    out[g] = total
  }
  return out
}
