// User B can never read, change or delete user A's births, groups, points, styles or settings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SignJWT } from 'jose'
import { birth, harness, DB_LABEL, type AnyJson, type Harness } from './helpers'

describe(`authorisation between users (${DB_LABEL})`, () => {
  let h: Harness
  let a: { token: string; user: AnyJson }
  let b: { token: string; user: AnyJson }
  const A_BIRTH = birth(1001, 100, { name: 'A 的生日' })
  const A_GROUP = { id: 7, name: 'A 组', ids: [1001], update_time: 100 }
  const A_POINT = { id: 11, name: 'A 点', start: { type: 1, degree: 0 }, update_time: 100 }
  const A_STYLE = { id: 21, name: 'A 风格', out_circle: '#000', update_time: 100 }

  const snapshotA = async () => ({
    births: (await h.call('/Birth/Sync', {}, a.token)).data,
    points: (await h.call('/ArabicPoint/Sync', {}, a.token)).data,
    styles: (await h.call('/ChartStyles/Sync', {}, a.token)).data,
    settings: (await h.call('/UserSettings/Download', {}, a.token)).data,
  })
  let before: Awaited<ReturnType<typeof snapshotA>>

  beforeAll(async () => {
    h = await harness()
    a = await h.login('a@example.com')
    b = await h.login('b@example.com')
    await h.call('/Birth/Sync', { list: [A_BIRTH], group_list: [A_GROUP] }, a.token)
    await h.call('/ArabicPoint/Sync', { list: [A_POINT] }, a.token)
    await h.call('/ChartStyles/Sync', { list: [A_STYLE] }, a.token)
    await h.call('/UserSettings/Upload', { version: 1, light: { Sun: 15 } }, a.token)
    before = await snapshotA()
  })
  afterAll(async () => h?.close())

  it("B's reads show none of A's records", async () => {
    const births = await h.call('/Birth/Sync', {}, b.token)
    expect(births.data).toEqual({ list: [], group_list: [], rejected: [] })
    expect((await h.call('/Birth/Upload', { list: [], group_list: [] }, b.token)).data).toEqual({ list: [], group_list: [], rejected: [] })
    expect((await h.call('/ArabicPoint/Sync', {}, b.token)).data.list).toEqual([])
    expect((await h.call('/ChartStyles/Sync', {}, b.token)).data.list).toEqual([])
    expect((await h.call('/UserSettings/Download', {}, b.token)).data).toEqual({ version: 1, update_time: 0 })
  })

  it("B cannot share A's birth by id", async () => {
    expect((await h.call('/Birth/GetCodeString', { id: 1001 }, b.token)).code).toBe(1002)
  })

  it("B's edits and deletes with A's ids land in B's own records only", async () => {
    const late = 10_000
    await h.call(
      '/Birth/Sync',
      { list: [birth(1001, late, { name: 'B 改的', is_del: 1 })], group_list: [{ ...A_GROUP, update_time: late, is_del: 1 }] },
      b.token,
    )
    await h.call(
      '/Birth/Upload',
      { list: [birth(1001, late + 1, { name: 'B 上传' })], group_list: [{ ...A_GROUP, ids: [], update_time: late + 1 }] },
      b.token,
    )
    await h.call('/ArabicPoint/Sync', { list: [{ ...A_POINT, name: 'B 改', update_time: late, is_del: 1 }] }, b.token)
    await h.call('/ChartStyles/Sync', { list: [{ ...A_STYLE, name: 'B 改', update_time: late, is_del: 1 }] }, b.token)
    await h.call('/UserSettings/Upload', { version: 1, light: { Sun: 1 }, term: { x: 1 } }, b.token)
    expect(await snapshotA()).toEqual(before)
    // B sees exactly its own copies.
    const mine = await h.call('/Birth/Sync', {}, b.token)
    expect(mine.data.list).toHaveLength(1)
    expect(mine.data.list[0].name).toBe('B 上传')
  })

  it("B cannot read or change A's account or coins", async () => {
    expect((await h.call('/User/GetInfos', { uids: [a.user.uid] }, b.token)).code).toBe(403)
    expect((await h.call('/User/CoinReset', { uid: a.user.uid, coin_num: 0 }, b.token)).code).toBe(403)
    expect((await h.call('/User/Info', {}, a.token, 'GET')).data.user.coin_num).toBe(500)
  })

  it('a token forged with another key, alg none, or a changed uid is refused', async () => {
    const wrongKey = await new SignJWT({ uid: a.user.uid, roles: ['admin'], permissions: [] })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(h.clock.now / 1000) + 3600)
      .sign(new TextEncoder().encode('not-the-server-secret-not-the-server-secret'))
    const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url')
    const none = `${enc({ alg: 'none', typ: 'JWT' })}.${enc({ uid: a.user.uid, roles: ['admin'], permissions: [], exp: 4e9 })}.`
    const [hd, , sig] = b.token.split('.')
    const swapped = `${hd}.${enc({ uid: a.user.uid, roles: [], permissions: [], exp: 4e9 })}.${sig}`
    for (const t of [wrongKey, none, swapped]) {
      expect((await h.call('/Birth/Sync', {}, t)).code).toBe(100001)
      expect((await h.call('/User/CoinReset', { uid: a.user.uid, coin_num: 0 }, t)).code).toBe(100001)
    }
    expect(await snapshotA()).toEqual(before)
  })

  it('every data route needs a token', async () => {
    for (const p of [
      '/Birth/Sync',
      '/Birth/Upload',
      '/Birth/GetCodeString',
      '/Birth/GetSendBirthToken',
      '/ArabicPoint/Sync',
      '/ChartStyles/Sync',
      '/UserSettings/Upload',
      '/UserSettings/Download',
      '/User/UpdateInfo',
      '/User/UnRegister',
      '/User/GetInfos',
      '/User/CoinDaily',
      '/User/CoinReset',
      '/User/SetPassword',
      '/User/GetBandCode',
      '/User/BandByCode',
      '/User/GetBandEmailCode',
      '/User/BandByEmailCode',
      '/User/GetLoginCode',
    ]) {
      expect((await h.call(p, {})).code, p).toBe(401)
    }
  })
})
