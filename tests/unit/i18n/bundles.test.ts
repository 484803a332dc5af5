import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ZH_HANS } from '@/i18n/all-resources.generated'
import { PACKAGE_ROOTS, ROUTES } from '@/routes'

type Tree = Record<string, unknown>

/** A generated bundle as written (the loaded modules merge into the i18n store): each script's JSON text. */
function bundleFile(file: string): { hans: Tree; hant: Tree } {
  const [hans, hant] = [...fs.readFileSync(file, 'utf8').matchAll(/^export const \w+_JSON = ("(?:[^"\\]|\\[^])*")$/gm)].map(
    (m) => JSON.parse(JSON.parse(m[1]!.replace(/\\\n/g, '')) as string) as Tree,
  )
  return { hans: hans!, hant: hant! }
}

const shell = bundleFile('src/i18n/resources.generated.ts')
const packages = Object.fromEntries(Object.values(PACKAGE_ROOTS).map((dir) => [dir, bundleFile(`src/${dir}/locales.generated.ts`)]))

describe('locale bundles (shell + one per sub-package)', () => {
  it('every sub-package page loads its package bundle before anything else', () => {
    for (const r of ROUTES.filter((x) => x.pkg !== 'main')) {
      const dir = PACKAGE_ROOTS[r.pkg as keyof typeof PACKAGE_ROOTS]
      const text = fs.readFileSync(`src/${dir}/${r.page}.tsx`, 'utf8')
      expect(text.startsWith(`import '@/${dir}/locales.generated'\n`), `${dir}/${r.page}`).toBe(true)
    }
  })

  it('a namespace only sub-package pages use is not in the shell', () => {
    expect(shell.hans.tarot).toBeUndefined()
    expect(packages.packageC!.hans.tarot).toEqual(ZH_HANS.tarot)
    expect(Object.keys(packages.packageC!.hant.tarot as Tree)).toEqual(Object.keys(ZH_HANS.tarot))
  })

  it('the shell carries a page title from a sub-package namespace, not the whole namespace', () => {
    // The route table names 'retrograde.title' (or the like) exactly; the rest of the namespace stays in packageA.
    const route = ROUTES.find((r) => r.id === 'retrograde')!
    const [ns, key] = route.titleKey.split('.') as [string, string]
    expect((shell.hans[ns] as Tree)[key]).toBe((ZH_HANS[ns as keyof typeof ZH_HANS] as Tree)[key])
    expect(Object.keys(shell.hans[ns] as Tree).length).toBeLessThan(Object.keys(ZH_HANS[ns as keyof typeof ZH_HANS]).length)
    expect(packages.packageA!.hans[ns]).toEqual(ZH_HANS[ns as keyof typeof ZH_HANS])
  })

  it('every namespace ships whole in the shell or in at least one package bundle', () => {
    const all = [shell, ...Object.values(packages)]
    for (const [ns, tree] of Object.entries(ZH_HANS)) {
      expect(
        all.some((b) => JSON.stringify(b.hans[ns]) === JSON.stringify(tree)),
        ns,
      ).toBe(true)
    }
  })
})
