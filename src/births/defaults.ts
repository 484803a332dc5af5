/** SPEC §3 / §9 birth defaults, default places by device time zone, and a blank profile. Pure. */
import type { LocalBirth } from './types'

/** Relation types shown in the editor. SPEC: type 0 is the user's own profile, 5 the seeded examples. */
export const BIRTH_TYPES = [0, 1, 2, 3, 4, 5] as const

/** SPEC §3 / §9 defaults. */
export const BIRTH_DEFAULTS = {
  sex: 1,
  type: 2,
  date: '2000-03-01',
  time: '16:30',
  name: '新的生日',
  birthZone: -8,
  lat: 39.93,
  lng: 116.41,
} as const

export interface DefaultPlace {
  address: string
  lat: number
  lng: number
  /** IANA zone the device reports for this place. */
  timeZone: string
}

/** SPEC §3 default places by device time zone; Beijing otherwise. */
export const DEFAULT_PLACES: Record<'beijing' | 'taipei' | 'macau' | 'hongkong', DefaultPlace> = {
  beijing: { address: '北京市', lat: 39.93, lng: 116.41, timeZone: 'Asia/Shanghai' },
  taipei: { address: '臺北市', lat: 25.05, lng: 121.58, timeZone: 'Asia/Taipei' },
  macau: { address: '澳门', lat: 22.21, lng: 113.55, timeZone: 'Asia/Macau' },
  hongkong: { address: '香港', lat: 22.28, lng: 114.15, timeZone: 'Asia/Hong_Kong' },
}

export function defaultPlaceFor(deviceTimeZone: string | undefined | null): DefaultPlace {
  switch (deviceTimeZone) {
    case 'Asia/Taipei':
      return DEFAULT_PLACES.taipei
    case 'Asia/Macau':
      return DEFAULT_PLACES.macau
    case 'Asia/Hong_Kong':
      return DEFAULT_PLACES.hongkong
    default:
      return DEFAULT_PLACES.beijing
  }
}

/** UTC offset of every default place but Beijing: Taipei, Macau and Hong Kong keep UTC+8 (no summer time since 1979). */
const NON_BEIJING_PLACES_UTC_OFFSET_MINUTES = 480

/**
 * defaultPlaceFor the device, asking for its zone name only when the current UTC offset leaves a choice (the
 * first zone lookup loads the host's time-zone data, a long task at start-up).
 */
export function defaultPlaceForDevice(utcOffsetMinutes: number, deviceTimeZone: () => string | undefined | null): DefaultPlace {
  return utcOffsetMinutes === NON_BEIJING_PLACES_UTC_OFFSET_MINUTES ? defaultPlaceFor(deviceTimeZone()) : DEFAULT_PLACES.beijing
}

/** A new profile with the SPEC defaults (the caller sets id and updateTime). */
export function blankBirth(place: DefaultPlace = DEFAULT_PLACES.beijing, type: number = BIRTH_DEFAULTS.type): LocalBirth {
  return {
    id: 0,
    setType: 0,
    type,
    name: BIRTH_DEFAULTS.name,
    sex: BIRTH_DEFAULTS.sex,
    summer: 0,
    lat: place.lat,
    lng: place.lng,
    date: BIRTH_DEFAULTS.date,
    time: BIRTH_DEFAULTS.time,
    birthZone: BIRTH_DEFAULTS.birthZone,
    isDelta: 0,
    address: place.address,
    latCurrent: null,
    lngCurrent: null,
    addressCurrent: '',
    zoneCurrent: null,
    sun: null,
    moon: null,
    asc: null,
    remark: '',
    keywords: '',
    updateTime: 0,
    isDel: 0,
    isLocal: 1,
    isTop: 0,
    modified: 0,
  }
}

export type DefaultableField = 'date' | 'time' | 'place'

/**
 * The fields of a new birth left as the SPEC defaults (empty date or time text, the default place not replaced):
 * the editor asks before saving them. A 农历 date is typed by hand, never a default; an edit has none.
 */
export function fieldsLeftAtDefault(f: {
  isNew: boolean
  calendar: 'solar' | 'lunar'
  dateText: string
  timeText: string
  placeChosen: boolean
}): DefaultableField[] {
  if (!f.isNew) return []
  const out: DefaultableField[] = []
  if (f.calendar === 'solar' && !f.dateText.trim()) out.push('date')
  if (!f.timeText.trim()) out.push('time')
  if (!f.placeChosen) out.push('place')
  return out
}
