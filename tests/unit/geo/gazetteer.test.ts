import china from '@/geo/data/china'
import world from '@/geo/data/world'
import tzData from '@/geo/data/tz'
import { createGazetteer } from '@/geo/gazetteer'
import { birthZoneFields, createTimeZoneDb } from '@/geo/tz'
import { loadGazetteer } from '@/platform/geo'

const g = createGazetteer(china, world)
const first = (q: string) => g.search(q).items[0]

describe('gazetteer', () => {
  it('上海 finds the municipality first', () => {
    expect(first('上海')).toMatchObject({ id: 'cn:310000', name: '上海市', timeZone: 'Asia/Shanghai', countryCode: 'CN' })
  })
  it('朝阳 finds several places, the prefecture-level city before the districts and county', () => {
    const r = g.search('朝阳')
    expect(r.total).toBeGreaterThanOrEqual(4)
    expect(r.items.map((p) => p.id).slice(0, 4)).toEqual(['cn:211300', 'cn:110105', 'cn:211321', 'cn:220104'])
    expect(r.items[1].region).toBe('北京市')
  })
  it('chaoyang (pinyin) finds the same places, and 潮阳 which reads the same', () => {
    const ids = g.search('chaoyang').items.map((p) => p.id)
    expect(ids.slice(0, 4)).toEqual(['cn:211300', 'cn:110105', 'cn:211321', 'cn:220104'])
    expect(ids).toContain('cn:440513')
  })
  it('initials: bj finds Beijing first', () => {
    expect(first('bj').id).toBe('cn:110000')
  })
  it('台北 and 臺北 both find Taipei, in Asia/Taipei', () => {
    expect(first('台北')).toMatchObject({ name: '台北市', nameTrad: '臺北市', timeZone: 'Asia/Taipei', countryCode: 'TW' })
    expect(first('臺北').id).toBe(first('台北').id)
  })
  it('香港 finds Hong Kong in Asia/Hong_Kong', () => {
    expect(first('香港')).toMatchObject({ id: 'cn:810000', timeZone: 'Asia/Hong_Kong' })
  })
  it('伦敦 finds London, England first (larger population than London, Ontario)', () => {
    const r = g.search('伦敦')
    expect(r.items[0]).toMatchObject({ countryCode: 'GB', timeZone: 'Europe/London', region: '英国' })
    expect(r.items.some((p) => p.countryCode === 'CA')).toBe(true)
  })
  it('New York finds New York City', () => {
    expect(first('New York')).toMatchObject({ nameEn: 'New York City', countryCode: 'US', timeZone: 'America/New_York' })
  })
  it('every PRC place uses Asia/Shanghai, even Urumqi at 87.6°E', () => {
    const u = first('乌鲁木齐')
    expect(u).toMatchObject({ name: '乌鲁木齐市', timeZone: 'Asia/Shanghai' })
    expect(u.lng).toBeGreaterThan(87.5)
    expect(u.lng).toBeLessThan(87.7)
  })
  it('a place at 87.6°E in Xinjiang uses UTC+8 civil time (not the unofficial Asia/Urumqi +6)', () => {
    const z = birthZoneFields(createTimeZoneDb(tzData), first('乌鲁木齐').timeZone, '2000-06-01', '12:00')
    expect(z).toMatchObject({ utcOffsetHours: 8, birthZone: -8, summer: 0 })
  })
  it('covers all county-level divisions (more than 2,800) and world cities', () => {
    expect(china.kind.split('').filter((k) => k === 'x').length).toBeGreaterThan(2800)
    expect(world.count).toBeGreaterThan(20000)
  })
  it('pages: page 2 continues page 1 without overlap', () => {
    const p1 = g.search('县', { page: 1, pageSize: 20 })
    const p2 = g.search('县', { page: 2, pageSize: 20 })
    expect(p1.total).toBeGreaterThan(40)
    expect(p2.items.filter((p) => p1.items.some((q) => q.id === p.id))).toEqual([])
  })
  it('byId returns the same place as search', () => {
    expect(g.byId('cn:110105')).toEqual(g.search('朝阳').items[1])
  })
  it('loadGazetteer loads lazily and answers searches', async () => {
    const lazy = await loadGazetteer()
    expect(lazy.search('上海').items[0].id).toBe('cn:310000')
  })
})
