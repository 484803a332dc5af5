// Issue 14, "broken today": races on login attempts and codes, a global lockout, enumeration, 500s on bad
// strings, far-future stamps, share codes of deleted births, token revocation. Each test failed before the fix.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { birth, harness, DB_LABEL, type AnyJson, type Harness } from './helpers'

describe(`hardening (${DB_LABEL})`, () => {
  let h: Harness
  beforeAll(async () => {
    h = await harness({ trustProxy: true })
  })
  afterAll(async () => h?.close())

  /** A POST from a given client address (the server trusts X-Forwarded-For here). */
  const from = async (ip: string, url: string, body: unknown, token?: string) => {
    const headers: Record<string, string> = { 'x-forwarded-for': ip }
    if (token) headers.authorization = `Bearer ${token}`
    const r = await h.raw({ method: 'POST', url: `/api${url}`, headers, payload: body as object })
    expect(r.statusCode).toBe(200)
    return r.json() as { code: number; msg: string; data: AnyJson }
  }

  it('1. a concurrent burst of wrong passwords counts every try: at most 5 are checked, then the right one is refused', async () => {
    const { token } = await h.login('burst@example.com')
    expect((await h.call('/User/SetPassword', { password: 'right-pass-1' }, token)).code).toBe(0)
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => from(`10.1.0.${i}`, '/User/LoginByPassword', { email: 'burst@example.com', password: `wrong-${i}` })),
    )
    const codes = burst.map((r) => r.code)
    expect(codes.filter((c) => c === 1006).length).toBeLessThanOrEqual(5)
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(15)
    expect((await from('10.1.1.1', '/User/LoginByPassword', { email: 'burst@example.com', password: 'right-pass-1' })).code).toBe(429)
    h.clock.advance(15 * 60_000 + 1)
    expect((await from('10.1.1.1', '/User/LoginByPassword', { email: 'burst@example.com', password: 'right-pass-1' })).code).toBe(0)
  })

  it('2a. thirty concurrent code requests for one address send one mail', async () => {
    const before = h.outbox.length
    const r = await Promise.all(Array.from({ length: 30 }, (_, i) => from(`10.2.0.${i}`, '/User/GetLoginEmailCode', { email: 'race@example.com' })))
    expect(r.filter((x) => x.code === 0)).toHaveLength(1)
    expect(r.filter((x) => x.code === 429)).toHaveLength(29)
    expect(h.outbox.slice(before).filter((m) => m.to === 'race@example.com')).toHaveLength(1)
  })

  it('2b. thirty concurrent wrong codes take five attempts in all; the code is then burned', async () => {
    h.clock.advance(61_000)
    await h.call('/User/GetLoginEmailCode', { email: 'guess-race@example.com' })
    const code = h.lastCode('guess-race@example.com')
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0')
    const r = await Promise.all(
      Array.from({ length: 30 }, (_, i) => h.call('/User/LoginByEmailCode', { email: 'guess-race@example.com', code: wrong(i) })),
    )
    expect(r.every((x) => x.code === 1003)).toBe(true)
    const row = await h.app.services.db.query<{ attempts: number }>('SELECT attempts FROM auth_codes WHERE target = $1', ['guess-race@example.com'])
    expect(row.rows.map((x) => Number(x.attempts))).toEqual([5])
    expect((await h.call('/User/LoginByEmailCode', { email: 'guess-race@example.com', code })).code).toBe(1003)
  })

  it('2c. code sends are limited per client address too (30 an hour)', async () => {
    h.clock.advance(3600_000)
    const r = []
    for (let i = 0; i < 31; i++) r.push((await from('10.2.9.9', '/User/GetLoginEmailCode', { email: `ip${i}@example.com` })).code)
    expect(r.slice(0, 30).every((c) => c === 0)).toBe(true)
    expect(r[30]).toBe(429)
    // Another address is not affected.
    expect((await from('10.2.9.10', '/User/GetLoginEmailCode', { email: 'ip-other@example.com' })).code).toBe(0)
  })

  it('3. wrong one-time login codes lock out only the guessing address, never every user', async () => {
    const { token, user } = await h.login('victim@example.com')
    for (let i = 0; i < 12; i++) await from('10.3.0.66', '/User/Login', { code: `WRONG${String(i).padStart(3, 'x')}` })
    expect((await from('10.3.0.66', '/User/Login', { code: 'WRONGabc' })).code).toBe(429)
    const issued = await h.call('/User/GetLoginCode', {}, token, 'GET')
    const ok = await from('10.3.0.7', '/User/Login', { code: issued.data.code })
    expect(ok.code).toBe(0)
    expect(ok.data.user.uid).toBe(user.uid)
  })

  it('4. asking for a bind code answers the same for a registered and a free address', async () => {
    const owner = await h.login('owner@example.com')
    const other = await h.login('asker@example.com')
    expect(owner.user.email).toBe('owner@example.com')
    const taken = await h.call('/User/GetBandEmailCode', { email: 'owner@example.com' }, other.token)
    const free = await h.call('/User/GetBandEmailCode', { email: 'free-addr@example.com' }, other.token)
    expect(taken).toEqual(free)
    expect(taken.code).toBe(0)
    // An unknown account and a wrong password answer alike.
    const unknown = await h.call('/User/LoginByPassword', { email: 'never@example.com', password: 'whatever-1' })
    const { token } = await h.login('haspw@example.com')
    await h.call('/User/SetPassword', { password: 'the-pass-1' }, token)
    const wrongPw = await h.call('/User/LoginByPassword', { email: 'haspw@example.com', password: 'whatever-1' })
    expect(unknown).toEqual(wrongPw)
  })

  it('5. NUL characters and lone surrogates are bad input (code 1001), never HTTP 500', async () => {
    const { token } = await h.login('nul@example.com')
    const invite = await h.call('/Birth/GetSendBirthToken', {}, token, 'GET')
    const bad = ['a\u0000b', '\uD800', 'x\uDC00y']
    for (const s of bad) {
      const cases: [string, unknown, string | undefined][] = [
        ['/Birth/SendBirthToInviteCode', { token: invite.data.token, birth: { name: s, date: '2000-01-01', time: '12:00' } }, undefined],
        ['/UserSettings/Upload', { version: 1, light: { [s]: 1 } }, token],
        ['/UserSettings/Upload', { version: 1, light: { Sun: s } }, token],
        ['/User/UpdateInfo', { nickname: s }, token],
        ['/User/GetLoginEmailCode', { email: `a${s}@example.com` }, undefined],
        ['/User/LoginByPassword', { account: `a${s}@example.com`, password: 'secret-1' }, undefined],
        ['/User/GetBandEmailCode', { email: `b${s}@example.com` }, token],
        ['/User/GetInfos', { uids: [s] }, token],
      ]
      for (const [url, body, tok] of cases) {
        const r = await h.raw({
          method: 'POST',
          url: `/api${url}`,
          headers: { 'content-type': 'application/json', ...(tok ? { authorization: `Bearer ${tok}` } : {}) },
          payload: JSON.stringify(body),
        })
        expect(r.statusCode, `${url} ${JSON.stringify(s)}`).toBe(200)
        expect(r.json().code, url).toBe(1001)
      }
    }
  })

  it('5b. one bad record in a sync batch is rejected with its reason; the good ones are stored', async () => {
    const { token } = await h.login('batch@example.com')
    const list = [
      birth(1, 100),
      birth(2, 100, { name: 'bad\u0000name' }),
      birth(3, 100),
      birth(4, 100, { lat: 'north' }),
      birth(5, 100, { remark: '\uD83D' }),
    ]
    const r = await h.call(
      '/Birth/Sync',
      {
        list,
        group_list: [
          { id: 9, name: 'g', ids: [1, 3], update_time: 100 },
          { id: 10, update_time: 'soon' },
        ],
      },
      token,
    )
    expect(r.code).toBe(0)
    expect(r.data.list.map((b: AnyJson) => b.id).sort()).toEqual([1, 3])
    expect(r.data.group_list.map((g: AnyJson) => g.id)).toEqual([9])
    expect(r.data.rejected.map((x: AnyJson) => [x.list, x.index, x.id])).toEqual([
      ['list', 1, 2],
      ['list', 3, 4],
      ['list', 4, 5],
      ['group_list', 1, 10],
    ])
    expect(r.data.rejected.every((x: AnyJson) => typeof x.msg === 'string' && x.msg.length > 0)).toBe(true)
    const up = await h.call('/Birth/Upload', { list: [birth(6, 100), birth(7, 100, { date: '\u0000' })] }, token)
    expect(up.data.list.map((b: AnyJson) => b.id)).toEqual([6])
    expect(up.data.rejected).toHaveLength(1)
    const arabic = await h.call(
      '/ArabicPoint/Sync',
      {
        list: [
          { id: 1, update_time: 5, note: 'x\u0000' },
          { id: 2, update_time: 5 },
        ],
      },
      token,
    )
    expect(arabic.data.list.map((a: AnyJson) => a.id)).toEqual([2])
    expect(arabic.data.rejected[0]).toMatchObject({ index: 0, id: 1 })
  })

  it('6. a far-future update_time is clamped to the server clock, so a later edit still wins', async () => {
    const { token } = await h.login('future@example.com')
    const stamps: unknown[] = [Number.MAX_SAFE_INTEGER, '9999-12-31 23:59:59', h.clock.now + 10 * 365 * 24 * 3600_000]
    for (const [i, stamp] of stamps.entries()) {
      const id = 100 + i
      const first = await h.call('/Birth/Sync', { list: [{ ...birth(id, 0), name: 'locked', update_time: stamp }] }, token)
      const stored = first.data.list.find((b: AnyJson) => b.id === id)
      expect(stored.update_time).toBeLessThanOrEqual(h.clock.now + 5 * 60_000)
      h.clock.advance(1000)
      const edit = await h.call('/Birth/Sync', { list: [{ ...birth(id, h.clock.now), name: 'edited' }] }, token)
      expect(edit.data.list.find((b: AnyJson) => b.id === id).name).toBe('edited')
    }
    // A stamp a little ahead (client clock two minutes fast) is kept as it is.
    const ahead = h.clock.now + 120_000
    const r = await h.call('/Birth/Sync', { list: [birth(200, ahead)] }, token)
    expect(r.data.list.find((b: AnyJson) => b.id === 200).update_time).toBe(ahead)
  })

  it('7. a share code stops answering once its birth is deleted', async () => {
    const { token } = await h.login('sharer@example.com')
    await h.call('/Birth/Sync', { list: [birth(1, 1000)] }, token)
    const share = await h.call('/Birth/GetCodeString', { id: 1 }, token)
    expect((await h.call('/Birth/GetByCode', { code: share.data.code })).data.birth_info.name).toBe('生日1')
    await h.call('/Birth/Sync', { list: [birth(1, 2000, { is_del: 1 })] }, token)
    expect((await h.call('/Birth/GetByCode', { code: share.data.code })).code).toBe(1009)
  })

  it('8a. after UnRegister the old token is refused on every data route', async () => {
    const { token } = await h.login('revoke@example.com')
    await h.call('/Birth/Sync', { list: [birth(1, 1)] }, token)
    expect((await h.call('/User/UnRegister', {}, token, 'GET')).code).toBe(0)
    // The same address registers again: the old token must not reach the new account either.
    await h.login('revoke@example.com')
    const routes: [string, unknown][] = [
      ['/Birth/Sync', {}],
      ['/Birth/Upload', { list: [birth(2, 2)] }],
      ['/UserSettings/Download', {}],
      ['/User/GetInfos', {}],
      ['/ArabicPoint/Sync', {}],
      ['/ChartStyles/Sync', {}],
      ['/UserSettings/Upload', { version: 1, light: { a: 1 } }],
    ]
    for (const [url, body] of routes) expect((await h.call(url, body, token)).code, url).toBe(100001)
    expect((await h.call('/User/Info', {}, token, 'GET')).code).toBe(101)
  })

  it('8b. a password change and LogoutAll end earlier tokens; the answer carries a working new one', async () => {
    const first = await h.login('pwchange@example.com')
    await h.call('/User/SetPassword', { password: 'first-pass' }, first.token)
    expect((await h.call('/User/Info', {}, first.token, 'GET')).code).toBe(0) // setting a first password keeps sessions
    const second = await h.login('pwchange@example.com')
    const changed = await h.call('/User/SetPassword', { password: 'second-pass', old_password: 'first-pass' }, second.token)
    expect(changed.code).toBe(0)
    expect((await h.call('/User/Info', {}, first.token, 'GET')).code).toBe(100001)
    expect((await h.call('/User/Info', {}, second.token, 'GET')).code).toBe(100001)
    expect((await h.call('/User/Info', {}, changed.data.token, 'GET')).code).toBe(0)
    const out = await h.call('/User/LogoutAll', {}, changed.data.token)
    expect((await h.call('/Birth/Sync', {}, changed.data.token)).code).toBe(100001)
    expect((await h.call('/Birth/Sync', {}, out.data.token)).code).toBe(0)
  })

  it('8c. roles and permissions come from the account, not from an old token', async () => {
    const boss = await h.login('ex-admin@example.com')
    const uid = boss.user.uid
    await h.app.services.db.query(`UPDATE users SET roles = '{admin}' WHERE uid = $1`, [uid])
    h.app.services.tokens.forget(uid)
    const adminInfo = await h.call('/User/Info', {}, boss.token, 'GET')
    const adminToken = adminInfo.data.token
    expect(adminInfo.data.user.roles).toEqual(['admin'])
    expect((await h.call('/User/GetInfos', { uids: [10001] }, adminToken)).code).toBe(0)
    await h.app.services.db.query(`UPDATE users SET roles = '{}' WHERE uid = $1`, [uid])
    h.app.services.tokens.forget(uid)
    expect((await h.call('/User/GetInfos', { uids: [10001] }, adminToken)).code).toBe(403)
  })
})
