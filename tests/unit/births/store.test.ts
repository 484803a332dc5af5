import { beforeEach, describe, expect, it } from 'vitest'
import { fake } from '../../doubles/taro'
import { selectNeedsFirstRun, setBirthClock, useBirths } from '@/store/births'
import { setGroupClock, useGroups } from '@/store/groups'
import type { LocalBirth } from '@/births/model'

let t = 1_700_000_000_000
const tick = () => (t += 1000)
const S = () => useBirths.getState()
const stored = (key: string) => fake.storage.get(key) as LocalBirth[] & LocalBirth

function fresh(storage: Record<string, unknown> = {}) {
  fake.reset()
  for (const [k, v] of Object.entries(storage)) fake.storage.set(k, v)
  useBirths.getState().hydrate()
  useGroups.getState().hydrate()
}

beforeEach(() => {
  t = 1_700_000_000_000
  setBirthClock(tick)
  setGroupClock(tick)
  fresh()
})

describe('samples and fallbacks (SPEC §3, §8)', () => {
  it('empty storage seeds three samples: self type 0, two examples type 5', () => {
    expect(S().list.map((b) => b.type)).toEqual([0, 5, 5])
    expect(S().list.every((b) => b.setType === 0)).toBe(true)
  })
  it('the self sample has the SPEC defaults: sex 1, 2000-03-01 16:30, zone -8, Beijing 39.93/116.41', () => {
    const self = S().list[0]
    expect([self.sex, self.date, self.time, self.birthZone, self.lat, self.lng]).toEqual([1, '2000-03-01', '16:30', -8, 39.93, 116.41])
  })
  it('unparseable stored text falls back to the samples', () => {
    fresh({ birthInfoList: '[{"id": 1, broken' })
    expect(S().list).toHaveLength(3)
  })
  it('a stored non-list falls back to the samples', () => {
    fresh({ birthInfoList: { id: 5 } })
    expect(S().list.map((b) => b.id)).toEqual([1, 2, 3])
  })
  it('the chart birth falls back to the first entry when missing', () => {
    expect(S().chartBirth?.id).toBe(1)
  })
  it('a stored chart birth no longer in the list falls back to the first entry', () => {
    fresh({
      birthInfoList: [
        { id: 10, name: 'a' },
        { id: 11, name: 'b' },
      ],
      chartBirth: { id: 99, name: 'gone' },
    })
    expect(S().chartBirth?.id).toBe(10)
  })
  it('stored dates with slashes and the old birth_zone spelling are normalised', () => {
    fresh({ birthInfoList: [{ id: 10, name: 'a', date: '1990/5/6', birth_zone: -9 }] })
    expect(S().list[0].date).toBe('1990-5-6')
    expect(S().list[0].birthZone).toBe(-9)
  })
})

describe('birth transitions (SPEC §4)', () => {
  it('create: isLocal 1, isDel 0, id from the clock, placed first and stored', () => {
    const b = S().birthCreated({ name: '小明', date: '1990-01-02', time: '08:00' })
    expect(b).toMatchObject({ id: 1_700_000_001_000, isLocal: 1, isDel: 0, setType: 0 })
    expect(stored('birthInfoList')[0].id).toBe(b.id)
    expect(S().chartBirth?.id).toBe(1)
  })
  it('create with makeCurrent makes it the chart birth and the previous one the last', () => {
    const b = S().birthCreated({ name: '小明' }, { makeCurrent: true })
    expect(S().chartBirth?.id).toBe(b.id)
    expect(S().chartBirthLast?.id).toBe(1)
    expect(stored('chartBirth').id).toBe(b.id)
    expect(stored('chartBirthLast').id).toBe(1)
  })
  it('two creations in the same millisecond get distinct ids', () => {
    setBirthClock(() => 5_000_000_000_000)
    const a = S().birthCreated({ name: 'a' })
    const b = S().birthCreated({ name: 'b' })
    expect(a.id).not.toBe(b.id)
  })
  it('edit moves the record to the front, stamps updateTime and sets modified 1', () => {
    const a = S().birthCreated({ name: 'a' })
    S().birthCreated({ name: 'b' })
    const e = S().birthEdited({ ...a, name: 'a2' })
    expect(S().list[0]).toMatchObject({ id: a.id, name: 'a2', modified: 1, updateTime: e.updateTime })
    expect(e.updateTime).toBeGreaterThan(a.updateTime)
  })
  it('edit with stampTime false keeps updateTime', () => {
    const a = S().birthCreated({ name: 'a' })
    const e = S().birthEdited({ ...a, name: 'a2' }, { stampTime: false })
    expect(e.updateTime).toBe(a.updateTime)
  })
  it('editing a sample gives it a new id and setType 1', () => {
    const sample = S().list[1]
    const e = S().birthEdited({ ...sample, remark: 'x' })
    expect(e.id).not.toBe(sample.id)
    expect(e.setType).toBe(1)
    expect(S().list.some((b) => b.id === sample.id)).toBe(false)
  })
  it('an edit propagates to the current chart birth, the last one and the pair-chart births', () => {
    const a = S().birthCreated({ name: 'a' }, { makeCurrent: true })
    const b = S().birthCreated({ name: 'b' }, { makeCurrent: true })
    S().pairBirthsChosen(a.id, b.id)
    S().birthEdited({ ...a, name: 'a2' })
    S().birthEdited({ ...b, name: 'b2' })
    expect(S().chartBirth?.name).toBe('b2')
    expect(S().chartBirthLast?.name).toBe('a2')
    expect(S().pairBirths.map((x) => x?.name)).toEqual(['a2', 'b2'])
    expect(stored('chartBirth').name).toBe('b2')
  })
  it('editing the current sample carries the chart birth to its new id', () => {
    const e = S().birthEdited({ ...S().list[0], name: '我2' })
    expect(S().chartBirth?.id).toBe(e.id)
  })
  it('deleting a local-only record removes it', () => {
    const a = S().birthCreated({ name: 'a' })
    S().birthDeleted(a.id)
    expect(S().list.some((b) => b.id === a.id)).toBe(false)
  })
  it('deleting a synced record keeps it with isDel 1, modified 1 and a new updateTime', () => {
    const a = S().birthCreated({ name: 'a' })
    S().uploaded([a.id])
    S().birthDeleted(a.id)
    const kept = S().list.find((b) => b.id === a.id)!
    expect(kept).toMatchObject({ isDel: 1, modified: 1 })
    expect(kept.updateTime).toBeGreaterThan(a.updateTime)
  })
  it('deleting the last chart birth clears it; deleting the current one falls back to the first entry', () => {
    const a = S().birthCreated({ name: 'a' }, { makeCurrent: true })
    const b = S().birthCreated({ name: 'b' }, { makeCurrent: true })
    S().birthDeleted(a.id)
    expect(S().chartBirthLast).toBeNull()
    expect(stored('chartBirthLast')).toBeNull()
    S().birthDeleted(b.id)
    expect(S().chartBirth?.id).toBe(S().list.find((x) => !x.isDel)!.id)
  })
  it('top toggle flips isTop', () => {
    S().birthTopToggled(2)
    expect(S().list.find((b) => b.id === 2)!.isTop).toBe(1)
    S().birthTopToggled(2)
    expect(S().list.find((b) => b.id === 2)!.isTop).toBe(0)
  })
  it('choosing a chart birth records the previous one as the last', () => {
    S().chartBirthChosen(3)
    expect([S().chartBirth?.id, S().chartBirthLast?.id]).toEqual([3, 1])
  })
  it('after an upload a record becomes isLocal 0, modified 0', () => {
    const a = S().birthCreated({ name: 'a' })
    S().birthEdited({ ...a, name: 'b' })
    S().uploaded([a.id])
    expect(S().list[0]).toMatchObject({ isLocal: 0, modified: 0 })
  })
  it('state survives a reload from storage', () => {
    const a = S().birthCreated({ name: 'a' }, { makeCurrent: true })
    S().hydrate()
    expect(S().list[0].id).toBe(a.id)
    expect(S().chartBirth?.id).toBe(a.id)
  })
})

describe('pair-chart births (SPEC §4 keeps them)', () => {
  it('choosing a pair changes neither the current chart birth nor the last one', () => {
    S().pairBirthsChosen(2, 3)
    expect([S().chartBirth?.id, S().chartBirthLast]).toEqual([1, null])
  })
  it('the pair survives a reload from storage', () => {
    S().pairBirthsChosen(2, 3)
    S().hydrate()
    expect(S().pairBirths.map((b) => b?.name)).toEqual(['爱因斯坦', '李小龙'])
    expect(fake.storage.get('pairChartBirths')).toEqual([2, 3])
  })
  it('a pair member edited keeps its place under its new id after a reload', () => {
    S().pairBirthsChosen(1, 2)
    const e = S().birthEdited({ ...S().list[1], name: '爱因斯坦2' })
    S().hydrate()
    expect(S().pairBirths.map((b) => b?.id)).toEqual([1, e.id])
  })
  it('deleting a pair member empties its slot', () => {
    const a = S().birthCreated({ name: 'a' })
    S().pairBirthsChosen(a.id, 3)
    S().birthDeleted(a.id)
    expect(S().pairBirths.map((b) => b?.id ?? null)).toEqual([null, 3])
    S().hydrate()
    expect(S().pairBirths.map((b) => b?.id ?? null)).toEqual([null, 3])
  })
  it('a stored pair that is not two ids falls back to an empty pair', () => {
    fresh({ pairChartBirths: 'oops' })
    expect(S().pairBirths).toEqual([null, null])
  })
})

describe('first run (issue 17 #4)', () => {
  it('a fresh install whose chart birth is the seeded sample is offered the first-run step', () => {
    expect(selectNeedsFirstRun(S())).toBe(true)
  })
  it('skipping answers it for good, across a reload', () => {
    S().firstRunSkipped()
    S().hydrate()
    expect(selectNeedsFirstRun(S())).toBe(false)
  })
  it("entering one's own birth makes it current (type 0) and drops the seeded self sample, keeping the examples", () => {
    const own = S().ownBirthEntered({ name: '小王', date: '1995-08-20', time: '15:15', type: 2 })
    expect(own.type).toBe(0)
    expect(S().chartBirth?.id).toBe(own.id)
    expect(S().list.map((b) => b.name)).toEqual(['小王', '爱因斯坦', '李小龙'])
    expect(selectNeedsFirstRun(S())).toBe(false)
    S().hydrate()
    expect(S().chartBirth?.name).toBe('小王')
  })
  it("an edited self sample is the user's own and is kept", () => {
    S().birthEdited({ ...S().list[0], date: '1990-01-01' })
    S().ownBirthEntered({ name: '小王' })
    expect(S().list.filter((b) => b.name === '我')).toHaveLength(1)
  })
  it('a user whose stored chart birth is their own is not asked', () => {
    fresh({ birthInfoList: [{ id: 1_600_000_000_000, name: '老用户', setType: 0 }], chartBirth: { id: 1_600_000_000_000 } })
    expect(selectNeedsFirstRun(S())).toBe(false)
  })
})

describe('shared births and codes (SPEC §5)', () => {
  it('a shared birth becomes setType 1, first in the list', () => {
    const b = S().sharedBirthAdded({ id: 9, name: '朋友', date: '1988/7/15', time: '08:00', birth_zone: -8, type: 0 }, 'AbC123xyZ9')
    expect(b).toMatchObject({ setType: 1, isLocal: 1, date: '1988-7-15', type: 2 })
    expect(S().list[0].id).toBe(b!.id)
    expect(fake.storage.get('copyCode')).toBe('AbC123xyZ9')
  })
  it('a shared birth without a time is ignored', () => {
    expect(S().sharedBirthAdded({ id: 9, name: '朋友', date: '1988-07-15', time: '' })).toBeNull()
    expect(S().list).toHaveLength(3)
  })
})

describe('server list', () => {
  it('a server record converts with isLocal 0, modified 0, setType 2 and a server tombstone removes an unmodified copy', () => {
    S().serverListReceived([{ id: 42, name: 's', date: '1990-01-01', time: '12:00', update_time: 5 }])
    expect(S().list.find((b) => b.id === 42)).toMatchObject({ isLocal: 0, modified: 0, setType: 2 })
    S().serverListReceived([{ id: 42, is_del: 1, update_time: 6 }])
    expect(S().list.some((b) => b.id === 42)).toBe(false)
  })
})

describe('group transitions (SPEC §4 Birth group)', () => {
  const G = () => useGroups.getState()
  it('created with empty ids and stored under birthGroupList', () => {
    const g = G().groupCreated(' 家人 ')
    expect(g).toMatchObject({ name: '家人', ids: [], isDel: 0, isLocal: 1 })
    expect((fake.storage.get('birthGroupList') as unknown[]).length).toBe(1)
  })
  it('edited: name and members, modified 1', () => {
    const g = G().groupCreated('家人')
    G().groupEdited(g.id, { ids: [1, 2, 2] })
    G().groupMembershipToggled(g.id, 3)
    G().groupMembershipToggled(g.id, 1)
    expect(G().groups[0]).toMatchObject({ ids: [2, 3], modified: 1 })
  })
  it('deleting sets isDel 1 and empties ids', () => {
    const g = G().groupCreated('家人')
    G().groupEdited(g.id, { ids: [1] })
    G().groupDeleted(g.id)
    expect(G().groups[0]).toMatchObject({ isDel: 1, ids: [] })
  })
  it('a birth chooses its groups at once; a sample id change carries memberships', () => {
    const a = G().groupCreated('a')
    const b = G().groupCreated('b')
    G().birthGroupsChosen(2, [a.id, b.id])
    G().birthGroupsChosen(2, [b.id])
    expect(G().groups.map((g) => g.ids)).toEqual([[], [2]])
    G().birthIdChanged(2, 77)
    expect(G().groups[1].ids).toEqual([77])
  })
  it('corrupt group storage falls back to no groups', () => {
    fresh({ birthGroupList: '{"oops' })
    expect(G().groups).toEqual([])
  })
})
