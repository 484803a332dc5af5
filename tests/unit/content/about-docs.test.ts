import { describe, expect, it } from 'vitest'
import { ZH_HANS, ZH_HANT } from '@/i18n/all-resources.generated'
import { ABOUT_DOCS, aboutDocKeys, aboutDocOf, paragraphsOf } from '@/packageE/about-any/docs'

const text = (res: unknown, key: string): unknown => key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], res)

describe('about-any texts', () => {
  it('a ?key= names one of our texts; anything else (inherited names included) names none', () => {
    for (const k of ['privacy', 'protocol', 'about', 'coins']) expect(aboutDocOf(k)).toBe(k)
    for (const k of [undefined, '', 'toString', '__proto__', 'constructor', 'PRIVACY', 'privacy ']) expect(aboutDocOf(k)).toBeNull()
  })

  it('every title, intro, heading and body exists in both scripts', () => {
    for (const key of Object.keys(ABOUT_DOCS) as (keyof typeof ABOUT_DOCS)[]) {
      const keys = aboutDocKeys(key)
      for (const k of [keys.title, keys.intro, ...keys.sections.flatMap((s) => [s.heading, s.body])]) {
        expect(typeof text(ZH_HANS, k), k).toBe('string')
        expect(typeof text(ZH_HANT, k), k).toBe('string')
      }
    }
  })

  it('the privacy policy names how to delete the account, the way the app offers it', () => {
    const body = String(text(ZH_HANS, aboutDocKeys('privacy').sections.find((s) => s.id === 'delete')!.body))
    expect(body).toContain(String(text(ZH_HANS, 'account.titleAccount')))
    expect(body).toContain(String(text(ZH_HANS, 'account.acct.unregister')))
  })

  it('the coin rules state the amounts the server grants (server/src/repositories/coins.ts)', () => {
    const body = String(text(ZH_HANS, 'doc.coins.earn.p'))
    expect(body).toContain('500 星币')
    expect(body).toContain('50 星币')
    expect(body).toContain('最多三次，每次 10 星币')
  })

  it('a body is split into its non-empty lines', () => {
    expect(paragraphsOf('一\n\n 二 \n')).toEqual(['一', '二'])
  })
})
