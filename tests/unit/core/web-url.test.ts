import { describe, expect, it } from 'vitest'
import { checkWebUrl, hostAllowed, type WebHost } from '@/core/web-url'
import { WEB_PAGE_HOSTS } from '@/web-page-hosts'

const HOSTS: readonly WebHost[] = [
  { host: 'docs.example.com', embed: true },
  { host: '*.astro.example', embed: false },
]

describe('in-app browser URL check', () => {
  it('opens http and https links to an allowed host, with its embed flag', () => {
    expect(checkWebUrl('https://docs.example.com/a?b=1#c', HOSTS)).toEqual({
      ok: true,
      url: 'https://docs.example.com/a?b=1#c',
      host: 'docs.example.com',
      embed: true,
    })
    expect(checkWebUrl('HTTP://DOCS.example.com:8080/', HOSTS)).toMatchObject({ ok: true, host: 'docs.example.com' })
    expect(checkWebUrl('https://www.astro.example/x', HOSTS)).toMatchObject({ ok: true, embed: false })
    expect(checkWebUrl('https://astro.example', HOSTS)).toMatchObject({ ok: true, host: 'astro.example' })
  })

  it('refuses every other scheme, however it is disguised', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,x',
      'file:///etc/passwd',
      'vbscript:x',
    ]) {
      expect(checkWebUrl(url, HOSTS), url).toMatchObject({ ok: false, reason: 'scheme' })
    }
  })

  it('refuses hosts off the list, look-alikes and user-info tricks', () => {
    expect(checkWebUrl('https://evil.example/', HOSTS)).toMatchObject({ ok: false, reason: 'host' })
    expect(checkWebUrl('https://docs.example.com.evil.example/', HOSTS)).toMatchObject({ ok: false, reason: 'host' })
    expect(checkWebUrl('https://notastro.example/', HOSTS)).toMatchObject({ ok: false, reason: 'host' })
    expect(checkWebUrl('https://docs.example.com@evil.example/', HOSTS)).toMatchObject({ ok: false, reason: 'invalid' })
    // Browsers read a backslash as a slash in http(s) URLs: the host ends there.
    expect(checkWebUrl('https://evil.example\\.docs.example.com/', HOSTS)).toMatchObject({ ok: false, reason: 'host' })
  })

  it('says what is wrong with empty and malformed input', () => {
    expect(checkWebUrl(undefined, HOSTS)).toEqual({ ok: false, reason: 'empty', url: '' })
    expect(checkWebUrl('   ', HOSTS)).toMatchObject({ reason: 'empty' })
    expect(checkWebUrl('docs.example.com/a', HOSTS)).toMatchObject({ reason: 'invalid' })
    expect(checkWebUrl('https:docs.example.com', HOSTS)).toMatchObject({ reason: 'invalid' })
    expect(checkWebUrl('https://', HOSTS)).toMatchObject({ reason: 'invalid' })
    expect(checkWebUrl('https://[::1]/', HOSTS)).toMatchObject({ reason: 'invalid' })
  })

  it("allows the app's own site (H5) and frames it", () => {
    expect(checkWebUrl('http://127.0.0.1:5173/#/pages/mine/mine', HOSTS, '127.0.0.1')).toMatchObject({ ok: true, embed: true })
    expect(checkWebUrl('http://127.0.0.1/', HOSTS)).toMatchObject({ ok: false, reason: 'host' })
  })

  it('the configured list decides: WeChat articles open (in a new window on H5), other sites do not', () => {
    expect(hostAllowed('mp.weixin.qq.com', WEB_PAGE_HOSTS)?.embed).toBe(false)
    expect(checkWebUrl('https://mp.weixin.qq.com/s/abc', WEB_PAGE_HOSTS)).toMatchObject({ ok: true, embed: false })
    expect(checkWebUrl('https://weixin.qq.com.evil.example/', WEB_PAGE_HOSTS)).toMatchObject({ ok: false, reason: 'host' })
  })
})
