import { beforeEach, describe, expect, it } from 'vitest'
import { fake } from '../../doubles/taro'
import * as h5 from '@/platform/rich-text-links'
import * as weapp from '@/platform/rich-text-links.weapp'

beforeEach(() => fake.reset())

const calls = (api: string) => fake.calls.filter((c) => c.api === api).map((c) => c.arg)

describe('links inside rich text on the mini-program', () => {
  it('rich-text does not open links there, so the page asks; H5 draws real <a> elements that open by themselves', () => {
    expect(weapp.richTextLinksTappable()).toBe(false)
    expect(h5.richTextLinksTappable()).toBe(true)
  })

  it('a link to an allowed host (src/web-page-hosts.ts) opens pages/web-page with the URL', async () => {
    const url = 'https://mp.weixin.qq.com/s/abc?x=1&y=2'
    expect(await weapp.openRichTextLink(url, '链接已复制')).toBe('web-page')
    expect(calls('navigateTo')).toEqual([`/pages/web-page/web-page?url=${encodeURIComponent(url)}`])
    expect(calls('setClipboardData')).toEqual([])
  })

  it('a sub-domain of a "*." entry is allowed too', async () => {
    expect(await weapp.openRichTextLink('https://www.astro.com/swisseph/', 'x')).toBe('web-page')
    expect(fake.pages.at(-1)).toMatchObject({ route: 'pages/web-page/web-page' })
  })

  it('any other link is copied and a toast says so; no page opens', async () => {
    expect(await weapp.openRichTextLink('https://example.org/book', '链接已复制，可在浏览器中打开')).toBe('copied')
    expect(calls('navigateTo')).toEqual([])
    expect(calls('setClipboardData')).toEqual([{ data: 'https://example.org/book' }])
    expect(fake.overlay).toEqual({ kind: 'toast', title: '链接已复制，可在浏览器中打开' })
  })

  it('mailto: and look-alike hosts are copied, not opened', async () => {
    expect(await weapp.openRichTextLink('mailto:hi@example.org', 'c')).toBe('copied')
    expect(await weapp.openRichTextLink('https://mp.weixin.qq.com@evil.example/', 'c')).toBe('copied')
    expect(await weapp.openRichTextLink('https://notastro.com/', 'c')).toBe('copied')
    expect(calls('navigateTo')).toEqual([])
  })
})
