// Expected offsets are read from the IANA tz source (files `asia`, `northamerica`, release 2025b+), quoted
// above each test; none comes from this project's output.
import tzData from '@/geo/data/tz'
import { birthZoneFields, createTimeZoneDb, zoneOffsetAt } from '@/geo/tz'

const db = createTimeZoneDb(tzData)

describe('IANA historical offsets', () => {
  // asia: Zone Asia/Shanghai 8:05:43 - LMT 1901 / 8:00 Shang C%sT 1949 May 28 / 8:00 CN C%sT
  //       Rule CN 1987 1991 - Apr Sun>=11 2:00 1:00 D ; Rule CN 1986 1991 - Sep Sun>=11 2:00 0 S
  it('China summer time 1986-1991: Beijing 1988-07-15 08:00 is UTC+9 (birthZone -8, summer 1)', () => {
    const z = birthZoneFields(db, 'Asia/Shanghai', '1988-07-15', '08:00')
    expect(z.utcOffsetHours).toBe(9)
    expect(z.dst).toBe(true)
    expect(z.birthZone).toBe(-8)
    expect(z.summer).toBe(1)
  })
  it('China summer time ends on the Sunday on or after Sep 11 (1988-09-11 02:00): Sep 12 is UTC+8', () => {
    expect(zoneOffsetAt(db, 'Asia/Shanghai', '1988-09-12', '12:00').utcOffsetHours).toBe(8)
  })
  it('no summer time in China after 1991: 1992-07-15 is UTC+8', () => {
    expect(zoneOffsetAt(db, 'Asia/Shanghai', '1992-07-15', '12:00')).toMatchObject({ utcOffsetHours: 8, dst: false })
  })
  // asia: Rule Shang 1946 only - May 15 0:00 1:00 D ; Rule Shang 1946 only - Sep 30 24:00 0 S
  //       Rule Shang 1948 1949 - May 1 0:00 1:00 D
  it('Shanghai 1940s: 1946-07-01 is UTC+9 (summer), 1946-12-01 is UTC+8, 1948-06-01 is UTC+9', () => {
    expect(zoneOffsetAt(db, 'Asia/Shanghai', '1946-07-01', '12:00')).toMatchObject({ utcOffsetHours: 9, dst: true })
    expect(zoneOffsetAt(db, 'Asia/Shanghai', '1946-12-01', '12:00')).toMatchObject({ utcOffsetHours: 8, dst: false })
    expect(zoneOffsetAt(db, 'Asia/Shanghai', '1948-06-01', '12:00').utcOffsetHours).toBe(9)
  })
  it('local mean time before 1901: Shanghai 1900 is UTC+8:05:43 (birthZone fractional)', () => {
    const z = birthZoneFields(db, 'Asia/Shanghai', '1900-06-01', '12:00')
    expect(z.utcOffsetSeconds).toBe(8 * 3600 + 5 * 60 + 43)
    expect(z.birthZone).toBeCloseTo(-(8 + 5 / 60 + 43 / 3600), 6)
    expect(z.summer).toBe(0)
  })
  // asia: Zone Asia/Hong_Kong ... 8:00 - HKT 1941 Jun 15 3:00 / 8:00 1:00 HKST 1941 Oct 1 4:00 /
  //       8:00 0:30 HKWT 1941 Dec 25 / 9:00 - JST 1945 Nov 18 2:00 / 8:00 HK HK%sT
  it('Hong Kong 1941-45: summer time, war time +8:30, then Japanese standard time UTC+9', () => {
    expect(zoneOffsetAt(db, 'Asia/Hong_Kong', '1941-07-01', '12:00')).toMatchObject({ utcOffsetHours: 9, dst: true })
    expect(zoneOffsetAt(db, 'Asia/Hong_Kong', '1941-11-01', '12:00')).toMatchObject({ utcOffsetHours: 8.5, dst: true, dstHours: 0.5 })
    expect(zoneOffsetAt(db, 'Asia/Hong_Kong', '1943-06-01', '12:00')).toMatchObject({ utcOffsetHours: 9, dst: false })
    expect(zoneOffsetAt(db, 'Asia/Hong_Kong', '1945-12-01', '12:00')).toMatchObject({ utcOffsetHours: 8, dst: false })
  })
  // asia: Rule Taiwan 1974 1975 - Apr 1 0:00 1:00 D ; Rule Taiwan 1974 1975 - Oct 1 0:00 0 S
  //       Rule Taiwan 1979 only - Jul 1 0:00 1:00 D ; Rule Taiwan 1979 only - Oct 1 0:00 0 S
  it('Taipei 1970s summer time: 1974-07-01 and 1979-08-01 UTC+9, 1976-07-01 UTC+8', () => {
    expect(zoneOffsetAt(db, 'Asia/Taipei', '1974-07-01', '12:00')).toMatchObject({ utcOffsetHours: 9, dst: true })
    expect(zoneOffsetAt(db, 'Asia/Taipei', '1979-08-01', '12:00')).toMatchObject({ utcOffsetHours: 9, dst: true })
    expect(zoneOffsetAt(db, 'Asia/Taipei', '1976-07-01', '12:00')).toMatchObject({ utcOffsetHours: 8, dst: false })
  })
  // northamerica: Zone America/New_York ... -5:00 US E%sT ; Rule US 1967 1973 - Apr lastSun 2:00 1:00 D ;
  //       Rule US 1967 2006 - Oct lastSun 2:00 0 S ; Rule US 2007 max - Mar Sun>=8 2:00 1:00 D ; Nov Sun>=1 2:00 0 S
  it('New York 1970: EDT (UTC-4) on 1970-07-01, EST (UTC-5) on 1970-12-01', () => {
    expect(birthZoneFields(db, 'America/New_York', '1970-07-01', '12:00')).toMatchObject({ utcOffsetHours: -4, birthZone: 5, summer: 1 })
    expect(birthZoneFields(db, 'America/New_York', '1970-12-01', '12:00')).toMatchObject({ utcOffsetHours: -5, birthZone: 5, summer: 0 })
  })
  it('New York 2020: DST from Mar 8 to Nov 1', () => {
    expect(zoneOffsetAt(db, 'America/New_York', '2020-03-07', '12:00').utcOffsetHours).toBe(-5)
    expect(zoneOffsetAt(db, 'America/New_York', '2020-03-09', '12:00').utcOffsetHours).toBe(-4)
    expect(zoneOffsetAt(db, 'America/New_York', '2020-11-02', '12:00').utcOffsetHours).toBe(-5)
  })
  it('gap rule: 2020-03-08 02:30 New York (never shown) uses the offset before the jump', () => {
    const z = zoneOffsetAt(db, 'America/New_York', '2020-03-08', '02:30')
    expect(z).toMatchObject({ ambiguity: 'gap', utcOffsetHours: -5 })
    expect(z.utcSeconds).toBe(Date.UTC(2020, 2, 8, 7, 30) / 1000)
  })
  it('overlap rule: 2020-11-01 01:30 New York (shown twice) takes the earlier instant, EDT', () => {
    const z = zoneOffsetAt(db, 'America/New_York', '2020-11-01', '01:30')
    expect(z).toMatchObject({ ambiguity: 'overlap', utcOffsetHours: -4, dst: true })
  })
  it('after 2037 the US rule keeps applying: 2050-07-01 is EDT, 2050-01-15 EST', () => {
    expect(zoneOffsetAt(db, 'America/New_York', '2050-07-01', '12:00').utcOffsetHours).toBe(-4)
    expect(zoneOffsetAt(db, 'America/New_York', '2050-01-15', '12:00').utcOffsetHours).toBe(-5)
  })
  it('unknown zone is an input error', () => {
    expect(() => zoneOffsetAt(db, 'Mars/Olympus', '2000-01-01', '00:00')).toThrow(/未知时区/)
  })
})
