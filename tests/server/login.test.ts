import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { harness, DB_LABEL, type AnyJson, type Harness } from './helpers'

describe(`login and account (${DB_LABEL})`, () => {
  let h: Harness
  beforeAll(async () => {
    h = await harness({ adminEmails: ['boss@example.com'] })
  })
  afterAll(async () => h?.close())

  it('first e-mail login registers the account with 500 coins; Info answers the same user', async () => {
    const info = await h.login('alice@example.com')
    expect(info.token).toMatch(/^ey/)
    expect(info.token_expired).toBeGreaterThan(h.clock.now)
    expect(info.user).toMatchObject({ email: 'alice@example.com', coin_num: 500 })
    const me = await h.call('/User/Info', {}, info.token, 'GET')
    expect(me.code).toBe(0)
    expect(me.data.user).toEqual(info.user)
    expect(me.data.token).toBe(info.token)
  })

  it('a second login finds the same account and grants nothing more', async () => {
    const again = await h.login('Alice@Example.com')
    expect(again.user.email).toBe('alice@example.com')
    expect(again.user.coin_num).toBe(500)
  })

  it('a wrong code is refused and a code works once only', async () => {
    await h.call('/User/GetLoginEmailCode', { email: 'bob@example.com' })
    const code = h.lastCode('bob@example.com')
    const wrong = code === '000000' ? '111111' : '000000'
    expect((await h.call('/User/LoginByEmailCode', { email: 'bob@example.com', code: wrong })).code).toBe(1003)
    expect((await h.call('/User/LoginByEmailCode', { email: 'bob@example.com', code })).code).toBe(0)
    expect((await h.call('/User/LoginByEmailCode', { email: 'bob@example.com', code })).code).toBe(1003)
    h.clock.advance(61_000)
  })

  it('codes expire after ten minutes', async () => {
    await h.call('/User/GetLoginEmailCode', { email: 'late@example.com' })
    const code = h.lastCode('late@example.com')
    h.clock.advance(10 * 60_000 + 1)
    expect((await h.call('/User/LoginByEmailCode', { email: 'late@example.com', code })).code).toBe(1003)
  })

  it('five wrong guesses spoil the code', async () => {
    await h.call('/User/GetLoginEmailCode', { email: 'guess@example.com' })
    const code = h.lastCode('guess@example.com')
    for (let i = 0; i < 5; i++) {
      const g = String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0')
      expect((await h.call('/User/LoginByEmailCode', { email: 'guess@example.com', code: g })).code).toBe(1003)
    }
    expect((await h.call('/User/LoginByEmailCode', { email: 'guess@example.com', code })).code).toBe(1003)
    h.clock.advance(61_000)
  })

  it('code sends are rate limited: one a minute per address, ten a day', async () => {
    const email = 'spam@example.com'
    expect((await h.call('/User/GetLoginEmailCode', { email })).code).toBe(0)
    expect((await h.call('/User/GetLoginEmailCode', { email })).code).toBe(429)
    for (let i = 1; i < 10; i++) {
      h.clock.advance(61_000)
      expect((await h.call('/User/GetLoginEmailCode', { email })).code).toBe(0)
    }
    h.clock.advance(61_000)
    expect((await h.call('/User/GetLoginEmailCode', { email })).code).toBe(429)
    h.clock.advance(24 * 3600_000)
  })

  it('password: set, log in, wrong password, lockout after five failures', async () => {
    const { token } = await h.login('pw@example.com')
    expect((await h.call('/User/SetPassword', { password: 'xingpan-2025' }, token)).data.user.has_password).toBe(true)
    // Changing it needs the old one.
    expect((await h.call('/User/SetPassword', { password: 'another-one' }, token)).code).toBe(1006)
    const ok = await h.call('/User/LoginByPassword', { account: 'pw@example.com', password: 'xingpan-2025' })
    expect(ok.code).toBe(0)
    expect(ok.data.user.email).toBe('pw@example.com')
    for (let i = 0; i < 5; i++) {
      expect((await h.call('/User/LoginByPassword', { email: 'pw@example.com', password: 'wrong-pass' })).code).toBe(1006)
    }
    expect((await h.call('/User/LoginByPassword', { email: 'pw@example.com', password: 'xingpan-2025' })).code).toBe(429)
    h.clock.advance(15 * 60_000 + 1)
    expect((await h.call('/User/LoginByPassword', { email: 'pw@example.com', password: 'xingpan-2025' })).code).toBe(0)
  })

  it('an unknown account answers the same as a wrong password', async () => {
    const r = await h.call('/User/LoginByPassword', { account: 'nobody@example.com', password: 'whatever1' })
    expect(r.code).toBe(1006)
  })

  it('one-time login code: issued to a logged-in user, works once on another device', async () => {
    const { token, user } = await h.login('once@example.com')
    const issued = await h.call('/User/GetLoginCode', {}, token, 'GET')
    expect(issued.data.code).toMatch(/^[A-Za-z0-9]{8}$/)
    const other = await h.call('/User/Login', { code: issued.data.code }, null, 'GET')
    expect(other.data.user.uid).toBe(user.uid)
    expect((await h.call('/User/Login', { code: issued.data.code }, null, 'GET')).code).toBe(1003)
  })

  it('one-time login codes expire after five minutes', async () => {
    const { token } = await h.login('once2@example.com')
    const issued = await h.call('/User/GetLoginCode', {}, token, 'GET')
    h.clock.advance(5 * 60_000 + 1)
    expect((await h.call('/User/Login', { code: issued.data.code }, null, 'GET')).code).toBe(1003)
  })

  it('LoginUniVerify answers that the method is not supported', async () => {
    expect((await h.call('/User/LoginUniVerify', { access_token: 'x', openid: 'y' })).code).toBe(1004)
  })

  it('Info without a token is 401, with a forged or expired token 100001', async () => {
    expect((await h.call('/User/Info', {}, null, 'GET')).code).toBe(401)
    const { token } = await h.login('exp@example.com')
    const forged = token.slice(0, -4) + (token.endsWith('AAAA') ? 'BBBB' : 'AAAA')
    expect((await h.call('/User/Info', {}, forged, 'GET')).code).toBe(100001)
    expect((await h.call('/User/Info', {}, 'not-a-token-at-all', 'GET')).code).toBe(100001)
    h.clock.advance(31 * 24 * 3600_000)
    expect((await h.call('/User/Info', {}, token, 'GET')).code).toBe(100001)
  })

  it('UpdateInfo, avatar defaults, About and Payable', async () => {
    const { token } = await h.login('carol@example.com')
    const defaults = await h.call('/User/GetAvatarDefaults', {})
    expect(defaults.data.list).toHaveLength(8)
    const svg = await h.raw({ method: 'GET', url: defaults.data.list[0].url })
    expect(svg.headers['content-type']).toMatch(/svg/)
    const up = await h.call('/User/UpdateInfo', { nickname: '小星', avatar: defaults.data.list[2].url, sex: 2 }, token)
    expect(up.data.user).toMatchObject({ nickname: '小星', avatar: '/api/static/avatar/3.svg', sex: 2 })
    expect((await h.call('/User/UpdateInfo', { avatar: 'javascript:alert(1)' }, token)).code).toBe(1001)
    expect((await h.call('/User/About', {})).data.version_code).toBe(61209)
    // The default sandbox provider (docs/commerce.md): payable, local, never on iOS unless configured.
    expect((await h.call('/Pay/Payable', {})).data).toMatchObject({ is_local: true, payable: true, ios_payable: false })
  })

  it('bind e-mail and phone with codes (SMS through the outbox transport); taken addresses refused', async () => {
    const { token } = await h.login('dave@example.com')
    await h.call('/User/GetBandEmailCode', { email: 'dave2@example.com' }, token)
    const bound = await h.call('/User/BandByEmailCode', { email: 'dave2@example.com', code: h.lastCode('dave2@example.com') }, token)
    expect(bound.data.user.email).toBe('dave2@example.com')
    await h.call('/User/GetBandCode', { phone: '13800138000' }, token)
    const sms = h.outbox.at(-1)!
    expect(sms).toMatchObject({ channel: 'sms', to: '13800138000' })
    const p = await h.call('/User/BandByCode', { phone: '+8613800138000', code: h.lastCode('13800138000') }, token)
    expect(p.data.user.phone).toBe('13800138000')
    // Someone else cannot take the same address; asking for a code answers as for a free address (no enumeration),
    // and only the correct code from that mailbox learns that it is taken.
    const other = await h.login('erin@example.com')
    const free = await h.call('/User/GetBandEmailCode', { email: 'nobody-yet@example.com' }, other.token)
    const taken = await h.call('/User/GetBandEmailCode', { email: 'dave2@example.com' }, other.token)
    expect(taken).toEqual(free)
    expect((await h.call('/User/BandByEmailCode', { email: 'dave2@example.com', code: h.lastCode('dave2@example.com') }, other.token)).code).toBe(
      1005,
    )
    const takenPhone = await h.call('/User/GetBandCode', { phone: '13800138000' }, other.token)
    expect(takenPhone.code).toBe(0)
    expect((await h.call('/User/BandByCode', { phone: '13800138000', code: h.lastCode('13800138000') }, other.token)).code).toBe(1005)
    h.clock.advance(61_000)
    // A code sent to one account cannot be redeemed by another.
    await h.call('/User/GetBandEmailCode', { email: 'free@example.com' }, token)
    const stolen = await h.call('/User/BandByEmailCode', { email: 'free@example.com', code: h.lastCode('free@example.com') }, other.token)
    expect(stolen.code).toBe(1003)
  })

  it('admin: the admin e-mail gets the role; CoinReset and GetInfos of others need it', async () => {
    const user = await h.login('plain@example.com')
    const boss = await h.login('boss@example.com')
    expect(boss.user.roles).toContain('admin')
    expect((await h.call('/User/CoinReset', { uid: user.user.uid, coin_num: 0 }, user.token)).code).toBe(403)
    expect((await h.call('/User/GetInfos', { uids: [boss.user.uid] }, user.token)).code).toBe(403)
    const own = await h.call('/User/GetInfos', {}, user.token)
    expect(own.data.list.map((u: AnyJson) => u.uid)).toEqual([user.user.uid])
    const reset = await h.call('/User/CoinReset', { uid: user.user.uid, coin_num: 1234 }, boss.token)
    expect(reset.data).toEqual({ uid: user.user.uid, coin_num: 1234 })
    const infos = await h.call('/User/GetInfos', { uids: [user.user.uid] }, boss.token)
    expect(infos.data.list[0].coin_num).toBe(1234)
    expect((await h.call('/User/Info', {}, user.token, 'GET')).data.user.coin_num).toBe(1234)
  })

  it('UnRegister removes the account and its data; Info then answers 101', async () => {
    const { token, user } = await h.login('gone@example.com')
    await h.call('/Birth/Sync', { list: [{ id: 1, name: 'x', update_time: 5 }], group_list: [] }, token)
    await h.call('/UserSettings/Upload', { version: 1, light: { a: 1 } }, token)
    await h.call('/User/CoinDaily', { coin_type: 2 }, token)
    expect((await h.call('/User/UnRegister', {}, token, 'GET')).code).toBe(0)
    expect((await h.call('/User/Info', {}, token, 'GET')).code).toBe(101)
    expect((await h.call('/Birth/Sync', { list: [{ id: 2, update_time: 6 }] }, token)).code).toBe(100001)
    const left = await h.app.services.db.query<{ n: number }>(
      `SELECT ((SELECT count(*) FROM sync_records WHERE uid = $1) + (SELECT count(*) FROM user_settings WHERE uid = $1)
        + (SELECT count(*) FROM coin_ledger WHERE uid = $1) + (SELECT count(*) FROM users WHERE uid = $1))::int AS n`,
      [user.uid],
    )
    expect(Number(left.rows[0].n)).toBe(0)
    // Logging in again is a new registration with a new uid and 500 coins.
    const again = await h.login('gone@example.com')
    expect(again.user.coin_num).toBe(500)
    expect(again.user.uid).not.toBe(user.uid)
  })
})

describe(`relaxed rate limits for development and e2e (${DB_LABEL})`, () => {
  it('RATE_LIMITS=relaxed lets the same address get codes back to back', async () => {
    const h = await harness({ rateLimits: 'relaxed' })
    try {
      for (let i = 0; i < 3; i++) {
        const r = await h.call('/User/GetLoginEmailCode', { email: 'e2e@example.com' })
        expect(r.code).toBe(0)
        expect(r.data.resend_in).toBe(0)
      }
      expect((await h.call('/User/LoginByEmailCode', { email: 'e2e@example.com', code: h.lastCode('e2e@example.com') })).code).toBe(0)
    } finally {
      await h.close()
    }
  })
})
