import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { harness, DB_LABEL, type Harness } from './helpers'

describe(`coins (${DB_LABEL})`, () => {
  let h: Harness
  beforeAll(async () => {
    h = await harness()
  })
  afterAll(async () => h?.close())

  it('100 concurrent CoinDaily calls grant exactly one 50', async () => {
    const { token } = await h.login('rush@example.com')
    const answers = await Promise.all(Array.from({ length: 100 }, () => h.call('/User/CoinDaily', { coin_type: 2 }, token)))
    expect(answers.every((a) => a.code === 0)).toBe(true)
    expect(answers.filter((a) => a.data.coin_add === 50)).toHaveLength(1)
    const info = await h.call('/User/Info', {}, token, 'GET')
    expect(info.data.user.coin_num).toBe(550)
    const rows = await h.app.services.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM coin_ledger WHERE uid = $1 AND reason = '每日登录'`, [
      info.data.user.uid,
    ])
    expect(rows.rows[0].n).toBe(1)
  })

  it('the daily grant follows the China calendar day (UTC+8 midnight = 16:00 UTC)', async () => {
    const { token } = await h.login('daily@example.com')
    h.clock.now = Date.UTC(2025, 1, 1, 15, 59, 0) // 23:59 in China
    expect((await h.call('/User/CoinDaily', { coin_type: 2 }, token)).data).toMatchObject({ coin_add: 50, user: { coin_num: 550 } })
    expect((await h.call('/User/CoinDaily', { coin_type: 2 }, token)).data.coin_add).toBe(0)
    h.clock.now = Date.UTC(2025, 1, 1, 16, 0, 1) // 00:00:01 next day in China, same UTC day
    const next = await h.call('/User/CoinDaily', { coin_type: 2 }, token)
    expect(next.data).toMatchObject({ coin_add: 50, user: { coin_num: 600 } })
    expect(next.data.token).toBeTruthy()
  })

  it('share grants (coin_type 6): 10 each, at most three per China day', async () => {
    const { token } = await h.login('share@example.com')
    const adds = []
    for (let i = 0; i < 5; i++) adds.push((await h.call('/User/CoinDaily', { coin_type: 6 }, token)).data.coin_add)
    expect(adds).toEqual([10, 10, 10, 0, 0])
    h.clock.advance(24 * 3600_000)
    expect((await h.call('/User/CoinDaily', { coin_type: 6 }, token)).data.coin_add).toBe(10)
  })

  it('other coin types and missing tokens are refused', async () => {
    const { token } = await h.login('odd@example.com')
    expect((await h.call('/User/CoinDaily', { coin_type: 3 }, token)).code).toBe(1001)
    expect((await h.call('/User/CoinDaily', {}, token)).code).toBe(1001)
    expect((await h.call('/User/CoinDaily', { coin_type: 2 })).code).toBe(401)
  })

  it('the balance is the ledger sum (append-only: a reset adds an adjusting row)', async () => {
    const { user } = await h.login('ledger@example.com')
    const { db } = h.app.services
    await db.query(`UPDATE users SET roles = '{admin}' WHERE email = 'ledger@example.com'`)
    const admin = await h.login('ledger@example.com') // fresh token with the admin role
    expect(admin.user.roles).toEqual(['admin'])
    await h.call('/User/CoinReset', { uid: user.uid, coin_num: 20 }, admin.token)
    const rows = await db.query<{ amount: number }>('SELECT amount FROM coin_ledger WHERE uid = $1 ORDER BY id', [user.uid])
    expect(rows.rows.map((r) => r.amount)).toEqual([500, -480])
  })
})

describe(`housekeeping (${DB_LABEL})`, () => {
  it('sweeps spent codes and old login failures, never the ledger', async () => {
    const { sweep } = await import('../../server/src/repositories/housekeeping')
    const h = await harness()
    try {
      const { user } = await h.login('sweep@example.com')
      await h.call('/User/LoginByPassword', { account: 'sweep@example.com', password: 'nope-nope' })
      const { db } = h.app.services
      const count = async (t: string) => Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${t}`)).rows[0].n)
      expect(await count('auth_codes')).toBe(1)
      expect(await count('login_failures')).toBe(1)
      await sweep(db, h.clock.now + 3 * 24 * 3600_000)
      expect(await count('auth_codes')).toBe(0)
      expect(await count('login_failures')).toBe(0)
      expect((await h.call('/User/GetInfos', {}, (await h.login('sweep@example.com')).token)).data.list[0]).toMatchObject({
        uid: user.uid,
        coin_num: 500,
      })
    } finally {
      await h.close()
    }
  })
})
