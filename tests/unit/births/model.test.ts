import { describe, expect, it } from 'vitest'
import {
  DEFAULT_PLACES,
  defaultPlaceFor,
  defaultPlaceForDevice,
  fromServerBirth,
  fromServerGroup,
  normaliseLocal,
  sampleBirths,
  toServerBirth,
  toServerGroup,
} from '@/births/model'
import { isUsableShared, normaliseDateInput, normaliseTimeInput, sameNameProfiles, validateBirth } from '@/births/validate'
import { findShareCode, newShareCode, shareText } from '@/births/share'
import { queryBirths } from '@/births/search'
import { parseZoneInput, ZONE_LIST, zoneLabel } from '@/births/zones'

describe('default place by device time zone (SPEC §3)', () => {
  it.each([
    ['Asia/Taipei', 25.05, 121.58],
    ['Asia/Macau', 22.21, 113.55],
    ['Asia/Hong_Kong', 22.28, 114.15],
    ['Asia/Shanghai', 39.93, 116.41],
    ['Europe/London', 39.93, 116.41],
    ['', 39.93, 116.41],
  ])('%s → %f, %f', (zone, lat, lng) => {
    const p = defaultPlaceFor(zone)
    expect([p.lat, p.lng]).toEqual([lat, lng])
    expect(sampleBirths(p)[0]).toMatchObject({ lat, lng })
  })
})

describe('default place from the device offset and zone', () => {
  // Every non-Beijing default place is UTC+8: any other offset gives Beijing without reading the zone name.
  it.each([
    [480, 'Asia/Taipei', 'taipei', 1],
    [480, 'Asia/Hong_Kong', 'hongkong', 1],
    [480, 'Asia/Shanghai', 'beijing', 1],
    [0, 'Europe/London', 'beijing', 0],
    [-300, 'America/New_York', 'beijing', 0],
  ] as const)('%i min, %s → %s', (offsetMinutes, zone, place, zoneReads) => {
    let reads = 0
    const p = defaultPlaceForDevice(offsetMinutes, () => (reads++, zone))
    expect(p).toEqual(defaultPlaceFor(zone))
    expect(p).toEqual(DEFAULT_PLACES[place])
    expect(reads).toBe(zoneReads)
  })
})

describe('local ↔ server shapes (SPEC §3)', () => {
  const local = normaliseLocal({
    id: 1700000000000,
    name: 'a',
    date: '1990-01-02',
    time: '03:04',
    birthZone: -8,
    summer: 1,
    isDelta: 1,
    remark: 'r',
    isTop: 1,
    latCurrent: 30,
    sun: 10,
  })!
  it('local → server uses snake case and delta 1/0', () => {
    const s = toServerBirth(local)
    expect(s).toMatchObject({ id: 1700000000000, birth_zone: -8, delta: 1, is_top: 1, lat_current: 30, remark: 'r', set_type: 0 })
  })
  it('conversion may omit remark', () => {
    expect('remark' in toServerBirth(local, { withRemark: false })).toBe(false)
  })
  it('server → local: isLocal 0, modified 0, setType 2, same fields back', () => {
    const back = fromServerBirth(toServerBirth(local))!
    expect(back).toMatchObject({ isLocal: 0, modified: 0, setType: 2, birthZone: -8, summer: 1, isDelta: 1, remark: 'r', sun: 10, latCurrent: 30 })
  })
  it('server type 0 is changed to 2', () => {
    expect(fromServerBirth({ id: 5, type: 0 })!.type).toBe(2)
  })
  it('groups round-trip', () => {
    const g = fromServerGroup(toServerGroup({ id: 7, name: 'g', ids: [1, 2], updateTime: 3, isDel: 0, isLocal: 1, modified: 1 }))!
    expect(g).toMatchObject({ id: 7, name: 'g', ids: [1, 2], updateTime: 3, isLocal: 0, modified: 0 })
  })
})

describe('validation (SPEC §5)', () => {
  const ok = { name: 'a', date: '2000-03-01', time: '16:30', birthZone: -8, lat: 39.93, lng: 116.41 }
  it('slashes are turned into hyphens', () => expect(normaliseDateInput('2000/3/1')).toBe('2000-03-01'))
  it.each(['1582-10-05', '1582-10-14'])('%s does not exist (Gregorian reform)', (date) => {
    expect(validateBirth({ ...ok, date }).map((e) => e.code)).toEqual(['gregorian_gap'])
  })
  it.each(['1582-10-04', '1582-10-15'])('%s exists', (date) => expect(validateBirth({ ...ok, date })).toEqual([]))
  it.each(['2000-13-01', '2000-00-10', '2001-02-29', '2000-04-31'])('month and day ranges: %s', (date) => {
    expect(validateBirth({ ...ok, date })[0].field).toBe('date')
  })
  it.each(['24:00', '12:60', '12:30:60'])('hour, minute and second ranges: %s', (time) => {
    expect(validateBirth({ ...ok, time })[0].field).toBe('time')
  })
  it.each([
    ['下午4:30', '16:30'],
    ['上午12:05', '00:05'],
    ['下午 12:05', '12:05'],
    ['4:30 PM', '16:30'],
  ])('上午/下午: %s → %s', (text, want) => expect(normaliseTimeInput(text)).toBe(want))
  it('seconds are kept when birthWithSecond', () => expect(normaliseTimeInput('下午4:30:15', true)).toBe('16:30:15'))
  it('an empty name is refused', () => expect(validateBirth({ ...ok, name: ' ' })[0].code).toBe('empty_name'))
  it('a shared birth needs a date and a time', () => {
    expect(isUsableShared({ date: '2000-01-01', time: '10:00' })).toBe(true)
    expect(isUsableShared({ date: '2000-01-01' })).toBe(false)
    expect(isUsableShared({ time: '10:00' })).toBe(false)
    expect(isUsableShared(null)).toBe(false)
  })
  it('same name warns (other than itself)', () => {
    const list = sampleBirths(defaultPlaceFor(''))
    expect(sameNameProfiles(list, ' 我 ').map((b) => b.id)).toEqual([1])
    expect(sameNameProfiles(list, '我', 1)).toEqual([])
  })
})

describe('share-code text (SPEC §5)', () => {
  it('finds an alphanumeric code between yen signs inside a sentence', () => {
    expect(findShareCode(shareText('小明', 'AbC123xyZ9'))).toBe('AbC123xyZ9')
    expect(findShareCode('复制 ￥Q1w2E3r4T5￥ 打开')).toBe('Q1w2E3r4T5')
  })
  it('ignores text without the pattern', () => {
    expect(findShareCode('¥ 100 元')).toBeNull()
    expect(findShareCode('AbC123xyZ9')).toBeNull()
  })
  it('a code equal to the stored copyCode is not re-added', () => {
    expect(newShareCode('¥AbC123xyZ9¥', 'AbC123xyZ9')).toBeNull()
    expect(newShareCode('¥AbC123xyZ9¥', 'other')).toBe('AbC123xyZ9')
  })
})

describe('list search and sort', () => {
  const list = [
    normaliseLocal({ id: 1, name: '张三', remark: '同事', keywords: '', date: '1990-01-01', time: '10:00' })!,
    normaliseLocal({ id: 2, name: '李四', remark: '', keywords: '大学 同学', date: '1985-01-01', time: '10:00', isTop: 1 })!,
    normaliseLocal({ id: 3, name: '王五', remark: '', keywords: '', isDel: 1 })!,
  ]
  const groups = [{ id: 9, name: 'g', ids: [1], updateTime: 0, isDel: 0 as const, isLocal: 1 as const, modified: 0 as const }]
  it('searches name, remark and keywords; deleted records are hidden', () => {
    expect(queryBirths(list, groups, { text: '同事' }).map((b) => b.id)).toEqual([1])
    expect(queryBirths(list, groups, { text: '同学' }).map((b) => b.id)).toEqual([2])
    expect(queryBirths(list, groups, { text: '王' })).toEqual([])
  })
  it('pinned first, then the chosen order', () => {
    expect(queryBirths(list, groups).map((b) => b.id)).toEqual([2, 1])
    expect(queryBirths(list, groups, { groupId: 9 }).map((b) => b.id)).toEqual([1])
  })
})

describe('time-zone list (SPEC §3)', () => {
  it('has 25 entries from east 12 through 0 to west 12, negative for east', () => {
    expect(ZONE_LIST).toHaveLength(25)
    expect(ZONE_LIST[0]).toEqual({ value: -12, label: '东12区' })
    expect(ZONE_LIST[12]).toEqual({ value: 0, label: '0时区' })
    expect(ZONE_LIST[24]).toEqual({ value: 12, label: '西12区' })
  })
  it.each([
    ['东8', -8],
    ['UTC+5:30', -5.5],
    ['东5:45', -5.75],
    ['西3:30', 3.5],
    ['-9.5', -9.5],
    ['+8', -8],
  ])('free entry %s → %f', (text, v) => expect(parseZoneInput(text)).toBe(v))
  it('free entry out of range or unreadable is refused', () => {
    expect(parseZoneInput('东15')).toBeUndefined()
    expect(parseZoneInput('abc')).toBeUndefined()
  })
  it('labels non-integer zones in h:mm', () => {
    expect(zoneLabel(-5.5)).toBe('东5:30')
    expect(zoneLabel(-8)).toBe('东8区')
  })
})
