// /Index/ShowInfo and /Index/ShowInfoSave: SPEC §9 defaults before any save, admin-only writes (401 without a
// token, 403 for a plain user, nothing changed), validation of links, lengths and tool ids, an audit row per save,
// and malformed bodies never answering HTTP 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { harness, DB_LABEL, type Harness } from './helpers'
import { adminToken } from './shop-helpers'
import { mutatedBody } from './bodies'
import { SHOW_INFO_VALID } from './fixtures/show-info-bodies'
import { Codes } from '../../server/src/util/errors'

const VALID = SHOW_INFO_VALID['/api/Index/ShowInfoSave'] as Record<string, unknown>

describe(`show info (${DB_LABEL})`, () => {
  let h: Harness
  let admin: string
  beforeAll(async () => {
    h = await harness()
    admin = await adminToken(h, 'show-admin@example.com')
  })
  afterAll(async () => h?.close())

  it('answers the SPEC §9 defaults (every block shown) before an admin saves, to anyone', async () => {
    const r = await h.call('/Index/ShowInfo', {}, undefined, 'GET')
    expect(r.code).toBe(0)
    expect(r.data).toEqual({
      updated: 0,
      showIndexAstro: true,
      showIndexLuck: true,
      showIndexReport: true,
      showBanner: true,
      banners: [],
      tips: [],
      indexUtils: {},
    })
  })

  it('refuses writes without a token (401) and from a plain user (403), changing nothing', async () => {
    const { token } = await h.login('show-plain@example.com')
    expect((await h.call('/Index/ShowInfoSave', VALID)).code).toBe(401)
    expect((await h.call('/Index/ShowInfoSave', VALID, token)).code).toBe(403)
    expect((await h.call('/Index/ShowInfo', {})).data.updated).toBe(0)
  })

  it('an admin save replaces the document, stamps it and writes an audit row', async () => {
    const r = await h.call('/Index/ShowInfoSave', VALID, admin)
    expect(r.code).toBe(0)
    const read = (await h.call('/Index/ShowInfo', {})).data
    expect(read).toEqual(r.data)
    expect(read.showIndexLuck).toBe(false)
    expect(read.banners).toEqual([{ title: '今日运势', subtitle: '看看今天', link: 'pagesA/luck' }])
    expect(read.updated).toBeGreaterThan(0)
    const audit = await h.app.services.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM admin_audit WHERE action = 'show-info.save'`)
    expect(audit.rows[0].n).toBe(1)
  })

  it.each([
    ['a javascript: link', { banners: [{ title: 't', link: 'javascript:alert(1)' }] }],
    ['a plain http link', { banners: [{ title: 't', link: 'http://example.com/' }] }],
    ['an empty banner title', { banners: [{ title: '  ', link: 'pagesA/luck' }] }],
    ['six banners', { banners: Array.from({ length: 6 }, () => ({ title: 't', link: 'pagesA/luck' })) }],
    ['an empty tip', { tips: [''] }],
    ['a tip over 120 characters', { tips: ['星'.repeat(121)] }],
    ['a tool id with capitals', { indexUtils: { Luck: true } }],
    ['a flag that is not a boolean', { showIndexAstro: 'yes' }],
  ])('refuses %s as bad input and keeps the saved document', async (_, patch) => {
    const before = (await h.call('/Index/ShowInfo', {})).data
    const r = await h.call('/Index/ShowInfoSave', { ...VALID, ...patch }, admin)
    expect(r.code).toBe(Codes.BAD_INPUT)
    expect((await h.call('/Index/ShowInfo', {})).data).toEqual(before)
  })

  it('malformed bodies answer a code, never HTTP 500', async () => {
    const bodies = fc.sample(fc.oneof(fc.jsonValue(), mutatedBody(VALID, fc.jsonValue(), fc.string({ maxLength: 12 }))), { numRuns: 60, seed: 28 })
    for (const body of [...bodies, '{', '[]', 'null']) {
      const res = await h.raw({
        method: 'POST',
        url: '/api/Index/ShowInfoSave',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        payload: typeof body === 'string' ? body : (JSON.stringify(body) ?? 'null'),
      })
      expect(res.statusCode).not.toBe(500)
      expect(typeof res.json().code).toBe('number')
    }
  })
})
