/**
 * Start-up preloads of the H5 build. Taro's router imports the opened page only after taro.js, react.js and app.js
 * have been downloaded and run, so on a slow line the page's own files are a second round of downloads after the
 * first. An inline script at the top of index.html reads the page from the URL hash and adds a
 * <link rel="preload"> for each of that page's JS and CSS files at once: they download alongside the entry scripts.
 * A page that computes a chart as it opens also gets swisseph.wasm (217 KB compressed), which otherwise starts only
 * once the page's code runs. The map covers every page: file names once, pages as base-36 indices (~5 KB brotli).
 */
import HtmlWebpackPlugin from 'html-webpack-plugin'
import type Webpack from 'webpack'
import { chunkModulePaths } from './h5-chunks'

/** Modules that start the wasm download as they load (a top-level prefetchEphemeris() call). */
export const EPHEMERIS_AT_OPEN_MODULES = [
  'src/packageA/chart-common/chart-page.tsx',
  'src/packageA/chart-common/use-natal.ts',
  'src/packageA/reports-common/use-report.ts',
] as const

/** One page's chunk group: its route path ('packageA/natal-info/index'), files in load order, and its modules. */
export interface PageGroup {
  page: string
  files: string[]
  modules: string[]
}

/** files: every preloaded file once; pages: route path → its files' indices in base 36, '!' first when it needs the wasm. */
export interface StartPreloadMap {
  home: string
  files: string[]
  pages: Record<string, string>
}

/**
 * The map from the page groups; files already in the entry (loaded by the HTML itself) are left out. `glueFiles`:
 * the chunk of the wasm's JavaScript glue, which the pages that need the wasm import as it starts.
 */
export function startPreloadMap(
  groups: PageGroup[],
  entryFiles: readonly string[],
  home: string,
  glueFiles: readonly string[] = [],
): StartPreloadMap {
  const entry = new Set(entryFiles)
  const files: string[] = []
  const indexOf = new Map<string, number>()
  const pages: Record<string, string> = {}
  for (const group of groups) {
    const wasm = group.modules.some((m) => (EPHEMERIS_AT_OPEN_MODULES as readonly string[]).includes(m))
    const own = [...new Set([...group.files, ...(wasm ? glueFiles : [])])].filter((f) => (f.endsWith('.js') || f.endsWith('.css')) && !entry.has(f))
    const ids = own.map((f) => {
      if (!indexOf.has(f)) indexOf.set(f, files.push(f) - 1)
      return indexOf.get(f)!.toString(36)
    })
    pages[group.page] = (wasm ? '!' : '') + ids.join(' ')
  }
  if (!(home in pages)) throw new Error(`start-up preloads: no page group for the home page ${home}`)
  return { home, files, pages }
}

/** The inline script (ES5: it runs before anything else, in every browser that opens the page). */
export function startPreloadScript(map: StartPreloadMap, publicPath: string, wasmUrl: string): string {
  return `!function(m){var h=location.hash.replace(/^#\\/?/,"").split("?")[0]||m.home,p=m.pages[h],d=document.head;if(p==null)return;
function a(u,t){var l=document.createElement("link");l.rel="preload";l.as=t;l.href=u;l.fetchPriority="low";if(t==="fetch")l.crossOrigin="anonymous";d.appendChild(l)}
if(p.charAt(0)==="!"){a(${JSON.stringify(publicPath + wasmUrl)},"fetch");p=p.slice(1)}
p.split(" ").forEach(function(i){if(i){var f=m.files[parseInt(i,36)];a(${JSON.stringify(publicPath)}+f,/\\.css$/.test(f)?"style":"script")}})}(${JSON.stringify(map)});`
}

const PAGE_REQUEST = /^\.\/(pages|package[A-Z])\//

/** Puts the start-up preload script first in index.html's head. */
export class H5StartPreloadPlugin {
  constructor(private readonly options: { home: string; publicPath: string; wasmUrl: string; glueRequest: string }) {}

  apply(compiler: Webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('H5StartPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('H5StartPreloadPlugin', (data) => {
        const groups: PageGroup[] = []
        for (const group of compilation.chunkGroups) {
          // Pages are unnamed import() groups keyed by their request ('./packageA/natal-info/index?…').
          const request = group.name ? undefined : group.origins.map((o) => o.request).find((r) => PAGE_REQUEST.test(r ?? ''))
          if (!request) continue
          groups.push({
            page: request.slice(2).split('?')[0],
            files: group.getFiles(),
            modules: group.chunks.flatMap((chunk) => chunkModulePaths(compilation, chunk, compiler.context)),
          })
        }
        const entryFiles = [...compilation.entrypoints.values()].flatMap((e) => e.getFiles())
        const glue = compilation.chunkGroups.find((g) => g.origins.some((o) => o.request === this.options.glueRequest))
        if (!glue) throw new Error(`start-up preloads: no chunk for ${this.options.glueRequest}`)
        const map = startPreloadMap(groups, entryFiles, this.options.home, glue.getFiles())
        const script = HtmlWebpackPlugin.createHtmlTagObject('script', {}, startPreloadScript(map, this.options.publicPath, this.options.wasmUrl))
        data.headTags.unshift(script)
        return data
      })
    })
  }
}
