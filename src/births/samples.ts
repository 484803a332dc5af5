/** The seeded sample profiles (SPEC §3) and how to tell them apart from the user's own. Pure. */
import { blankBirth, type DefaultPlace } from './defaults'
import type { LocalBirth } from './types'

/**
 * The three seeded profiles: the user (type 0, SPEC defaults at the device's default place) and two
 * examples (type 5) whose data is in src/data/famous-births.ts with its source:
 * Albert Einstein, 1879-03-14 11:30 LMT Ulm (Astro-Databank AA, birth certificate) and
 * Bruce Lee (李小龙), 1940-11-27 07:12 PST San Francisco (Astro-Databank AA, birth certificate).
 * Sign numbers checked with swetest 2.10 (Placidus): Einstein Sun Pisces, Moon Sagittarius, Asc Cancer; Lee Sun
 * Sagittarius, Moon Scorpio, Asc Sagittarius; the self default (2000-03-01 16:30 UTC+8) Sun Pisces, Moon
 * Capricorn, Asc Leo at each of the four default places.
 */
export const SAMPLE_IDS = [1, 2, 3] as const

export function sampleBirths(place: DefaultPlace): LocalBirth[] {
  const self: LocalBirth = { ...blankBirth(place, 0), id: 1, name: '我', sun: 12, moon: 10, asc: 5 }
  const einstein: LocalBirth = {
    ...blankBirth(place, 5),
    id: 2,
    name: '爱因斯坦',
    sex: 1,
    date: '1879-03-14',
    time: '11:30',
    birthZone: -0.66574,
    lat: 48.4,
    lng: 9.9861,
    address: '德国 乌尔姆',
    sun: 12,
    moon: 9,
    asc: 4,
    remark: '示例：Astro-Databank 评级 AA',
  }
  const lee: LocalBirth = {
    ...blankBirth(place, 5),
    id: 3,
    name: '李小龙',
    sex: 1,
    date: '1940-11-27',
    time: '07:12',
    birthZone: 8,
    lat: 37.775,
    lng: -122.4183,
    address: '美国 旧金山',
    sun: 9,
    moon: 8,
    asc: 9,
    remark: '示例：Astro-Databank 评级 AA',
  }
  return [self, einstein, lee]
}

/** Seeded samples keep their fixed small ids (SPEC §3 samples; ids from creation time are ~1e12) until edited. */
export function isSample(b: Pick<LocalBirth, 'id' | 'setType'>): boolean {
  return b.setType === 0 && b.id < 1e6
}
