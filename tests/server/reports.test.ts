// Reports: the public catalogue, unlocking with coins (once, even under concurrent taps), 星币不足, malformed
// input, and the saved readings list (per user, per input).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { harness, DB_LABEL, type AnyJson, type Harness } from './helpers'

const BIRTH = { name: '甲', date: '1990-06-15', time: '20:00', birthZone: -8, summer: 0, lat: 39.93, lng: 116.41 }
const OTHER = { name: '乙', date: '1988-02-20', time: '23:15', birthZone: 0, summer: 0, lat: 51.5, lng: -0.12 }

describe(`reports (${DB_LABEL})`, () => {
  let h: Harness
  beforeAll(async () => {
    h = await harness()
  })
  afterAll(async () => h?.close())

  const coins = async (token: string) => (await h.call('/User/Info', {}, token, 'GET')).data.user.coin_num as number
  const spends = async (uid: number) =>
    (await h.app.services.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM coin_ledger WHERE uid = $1 AND amount < 0`, [uid])).rows[0].n

  it('the catalogue lists the six report types with coin prices, logged out too', async () => {
    const list = (await h.call('/Report/Types', {})).data.list as AnyJson[]
    expect(list.map((t) => t.report_key)).toEqual(['explanation-lite', 'single-house', 'career', 'wealth', 'marriage', 'co-chart'])
    expect(list.every((t) => t.price_coins > 0 && t.name)).toBe(true)
  })

  it('20 concurrent unlocks of one report debit the price once; all answer unlocked', async () => {
    const { token, user } = await h.login('rush-report@example.com')
    expect(await coins(token)).toBe(500)
    const answers = await Promise.all(Array.from({ length: 20 }, () => h.call('/Report/Unlock', { report_key: 'career' }, token)))
    expect(answers.map((a) => a.code)).toEqual(Array(20).fill(0))
    expect(answers.filter((a) => a.data.spent_coins === 180)).toHaveLength(1)
    expect(answers.every((a) => a.data.unlocked === true)).toBe(true)
    expect(await coins(token)).toBe(320)
    expect(await spends(user.uid)).toBe(1)
    const again = await h.call('/Report/Unlock', { report_key: 'career' }, token)
    expect(again.data).toMatchObject({ spent_coins: 0, coin_num: 320 })
    const unlocked = (await h.call('/Report/List', {}, token)).data.list.map((x: AnyJson) => x.report_key)
    expect(unlocked).toEqual(['career'])
  })

  it('too few coins: 1101 with the 星币不足 message, nothing spent, still locked', async () => {
    const { token, user } = await h.login('poor-report@example.com')
    for (const key of ['co-chart', 'career']) expect((await h.call('/Report/Unlock', { report_key: key }, token)).code).toBe(0)
    expect(await coins(token)).toBe(120)
    const short = await h.call('/Report/Unlock', { report_key: 'wealth' }, token)
    expect(short.code).toBe(1101)
    expect(short.msg).toContain('星币不足')
    expect(await coins(token)).toBe(120)
    expect(await spends(user.uid)).toBe(2)
    expect((await h.call('/Report/List', {}, token)).data.list.map((x: AnyJson) => x.report_key).sort()).toEqual(['career', 'co-chart'])
  })

  it('malformed input answers 1001 or 1017, never 500; logged out answers 401', async () => {
    const { token } = await h.login('bad-report@example.com')
    for (const body of [{}, { report_key: 'NO WAY' }, { report_key: 42 }, null, { report_key: 'x'.repeat(41) }]) {
      expect((await h.call('/Report/Unlock', body, token)).code).toBe(1001)
    }
    expect((await h.call('/Report/Unlock', { report_key: 'natal-detail' }, token)).code).toBe(1017)
    expect((await h.call('/Report/Unlock', { report_key: 'career' })).code).toBe(401)
    const bad = await h.call('/Report/Save', { report_key: 'career', subject: 'a', input: { births: [{ ...BIRTH, lat: 'north' }] } }, token)
    expect(bad.code).toBe(1001)
    expect(await coins(token)).toBe(500)
  })

  it('saving needs the unlock; one row per input; the list is the user’s own', async () => {
    const { token } = await h.login('saver@example.com')
    const body = { report_key: 'single-house', subject: '甲', input: { births: [BIRTH], house: 10 } }
    expect((await h.call('/Report/Save', body, token)).code).toBe(1017)
    expect((await h.call('/Report/Unlock', { report_key: 'single-house' }, token)).code).toBe(0)
    const first = await h.call('/Report/Save', body, token)
    expect(first.code).toBe(0)
    h.clock.advance(1000)
    const same = await h.call('/Report/Save', body, token)
    expect(same.data.id).toBe(first.data.id)
    const other = await h.call('/Report/Save', { ...body, input: { births: [BIRTH], house: 7 } }, token)
    expect(other.data.id).not.toBe(first.data.id)
    expect((await h.call('/Report/Save', { ...body, input: { births: [BIRTH] } }, token)).code).toBe(1001)
    const list = (await h.call('/Report/Saved', {}, token)).data.list as AnyJson[]
    expect(list.map((r) => r.input.house)).toEqual([7, 10])
    expect(list[1].input.births[0]).toMatchObject({ date: '1990-06-15', lat: 39.93 })
    const info = await h.call('/Report/SavedInfo', { id: first.data.id }, token)
    expect(info.data.subject).toBe('甲')
    const stranger = await h.login('stranger@example.com')
    expect((await h.call('/Report/SavedInfo', { id: first.data.id }, stranger.token)).code).toBe(1002)
    expect((await h.call('/Report/Saved', {}, stranger.token)).data.list).toEqual([])
  })

  it('a co-chart needs two births', async () => {
    const { token } = await h.login('pair@example.com')
    await h.call('/Report/Unlock', { report_key: 'co-chart' }, token)
    const input = { births: [BIRTH, OTHER] }
    expect((await h.call('/Report/Save', { report_key: 'co-chart', subject: '甲 & 乙', input: { births: [BIRTH] } }, token)).code).toBe(1001)
    const saved = await h.call('/Report/Save', { report_key: 'co-chart', subject: '甲 & 乙', input }, token)
    expect(saved.data.input.births).toHaveLength(2)
  })
})
