import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import { describe, expect, it } from 'vitest'
import { EPHEMERIS_AT_OPEN_MODULES, startPreloadMap, startPreloadScript, type PageGroup } from '../../../config/h5-preload'

const ENTRY = ['js/taro.1.js', 'js/react.2.js', 'js/app.3.js', 'css/app.4.css']
const GROUPS: PageGroup[] = [
  { page: 'pages/index/index', files: ['js/taro.1.js', 'js/shell.5.js', 'css/960.6.css', 'js/home.7.js'], modules: ['src/pages/index/index.tsx'] },
  {
    page: 'packageA/natal-info/index',
    files: ['js/react.2.js', 'js/shell.5.js', 'js/chart-page.8.js', 'js/natal.9.js'],
    modules: ['src/packageA/natal-info/index.tsx', 'src/packageA/chart-common/chart-page.tsx'],
  },
]

/** Runs the inline script as a browser would at the given URL hash; returns the preload links it added. */
function preloadsAt(hash: string): { rel: string; as: string; href: string; crossOrigin?: string; fetchPriority?: string }[] {
  const links: Record<string, string>[] = []
  const document = { head: { appendChild: (l: Record<string, string>) => links.push(l) }, createElement: () => ({}) }
  const script = startPreloadScript(startPreloadMap(GROUPS, ENTRY, 'pages/index/index'), './', 'static/ephemeris/swisseph.wasm')
  vm.runInNewContext(script, { location: { hash }, document })
  return links as never
}

describe('H5 start-up preloads', () => {
  it('the map lists each page’s files once, without the entry’s, and marks the pages that need the wasm', () => {
    const map = startPreloadMap(GROUPS, ENTRY, 'pages/index/index')
    expect(map.files).toEqual(['js/shell.5.js', 'css/960.6.css', 'js/home.7.js', 'js/chart-page.8.js', 'js/natal.9.js'])
    expect(map.pages).toEqual({ 'pages/index/index': '0 1 2', 'packageA/natal-info/index': '!0 3 4' })
    expect(() => startPreloadMap(GROUPS, ENTRY, 'pages/home/home')).toThrow(/home page/)
    // The wasm's glue chunk goes with the pages that need the wasm, after their own files.
    const withGlue = startPreloadMap(GROUPS, ENTRY, 'pages/index/index', ['js/glue.10.js'])
    expect(withGlue.pages).toEqual({ 'pages/index/index': '0 1 2', 'packageA/natal-info/index': '!0 3 4 5' })
    expect(withGlue.files[5]).toBe('js/glue.10.js')
  })

  it('no hash means the home page: its scripts and CSS are preloaded, no wasm', () => {
    const links = preloadsAt('')
    expect(links.map((l) => [l.as, l.href])).toEqual([
      ['script', './js/shell.5.js'],
      ['style', './css/960.6.css'],
      ['script', './js/home.7.js'],
    ])
    expect(links.every((l) => l.rel === 'preload' && l.fetchPriority === 'low')).toBe(true)
  })

  it('a deep link to a chart page preloads the wasm (as fetch, CORS as fetch() asks) and the page’s files; the query is ignored', () => {
    const links = preloadsAt('#/packageA/natal-info/index?a=2')
    expect(links[0]).toMatchObject({ as: 'fetch', href: './static/ephemeris/swisseph.wasm', crossOrigin: 'anonymous' })
    expect(links.slice(1).map((l) => l.href)).toEqual(['./js/shell.5.js', './js/chart-page.8.js', './js/natal.9.js'])
  })

  it('an unknown route preloads nothing', () => {
    expect(preloadsAt('#/packageZ/nothing/index')).toEqual([])
  })

  it('the modules marked as starting the wasm are exactly those that call prefetchEphemeris() at their top level', () => {
    const root = path.resolve(__dirname, '../../..')
    const callers: string[] = []
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name)
        if (entry.isDirectory()) walk(file)
        else if (/\.tsx?$/.test(entry.name) && /^prefetchEphemeris\(\)$/m.test(fs.readFileSync(file, 'utf8'))) {
          callers.push(path.relative(root, file).split(path.sep).join('/'))
        }
      }
    }
    walk(path.join(root, 'src'))
    expect(callers.sort()).toEqual([...EPHEMERIS_AT_OPEN_MODULES].sort())
  })
})
