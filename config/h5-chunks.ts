/**
 * H5 code splitting: one copy of every shared module. Taro's default H5 split (chunks: 'initial') leaves the lazily
 * loaded page chunks alone, so the components runtime, React and lunar-javascript were bundled again into every page.
 * Here the split covers async chunks too, with one named chunk each for the big shared libraries.
 *
 * H5ModuleMapPlugin writes `<output>.modules.json` beside the build (not inside it: never served): for every emitted
 * JS file its size and the modules it holds, and the files each entry and page needs. scripts/h5-load-check.mjs
 * reads it to count duplicated modules and the home page's first load.
 */
import fs from 'node:fs'
import path from 'node:path'
import type Chain from 'webpack-chain'
import type Webpack from 'webpack'

type ModuleLike = { resource?: string; context?: string | null }

const inPackage = (pattern: RegExp) => (module: ModuleLike) => pattern.test(module.resource ?? module.context ?? '')

/** Shared libraries that get one chunk each (name → test), checked in this order. */
export const H5_SHARED_CHUNKS = [
  { name: 'taro', test: inPackage(/[\\/]node_modules[\\/](@tarojs|@stencil|swiper|classnames|history|query-string)[\\/]/), priority: 40 },
  { name: 'react', test: inPackage(/[\\/]node_modules[\\/](react|react-dom|scheduler|react-reconciler)[\\/]/), priority: 30 },
  { name: 'lunar', test: inPackage(/[\\/]node_modules[\\/](lunar-javascript|tyme4ts)[\\/]/), priority: 20 },
] as const

/**
 * Our own modules that many pages share, one named chunk per layer (only for lazily loaded pages: what the entry
 * holds stays there). Split by exact sharing pattern instead, a chart page needed 45 files of 1–5 KB; over HTTP/1.1
 * (6 connections) that is 8 round trips before it can draw. A page may now load a little code it does not run.
 */
export const H5_LAYER_CHUNKS = [
  // Nearly every page: the page frame, dialogs, platform seams, i18n. Seams that a handful of pages use (audio,
  // streamed replies, rich-text links, place search, the tool grid) stay with those pages.
  // (The other layers take precedence over it: priority 6 against 5.)
  {
    name: 'shell',
    priority: 5,
    test: /[\\/]src[\\/](core[\\/](?!html-links)|i18n|components[\\/](ui[\\/](?!tool-grid)|hooks)|tab-bar|platform[\\/](?!ephemeris|payment|canvas|weixin|audio|ambient-audio|stream|geo|web-view|rich-text-links))/,
  },
  // Pages that read births (about half of them), and those that also sync records and settings groups.
  { name: 'births', priority: 6, test: /[\\/]src[\\/](births[\\/]|store[\\/]births\.)/ },
  {
    name: 'sync',
    priority: 6,
    test: /[\\/]src[\\/](store[\\/](groups|sync|sync-settings|settings-groups|synced-list|login-prompt)|api[\\/](birth|records|settings|settings-groups)|core[\\/]flagged-records)\./,
  },
  // The Western engine's core: ephemeris, settings, chart types (chart pages, today's sky on home, sun signs).
  {
    name: 'astro',
    priority: 6,
    test: /[\\/]src[\\/](astro[\\/](ephemeris|bodies|settings|zodiac|houses|aspects|chart|options|charts|index)|chart-styles[\\/]styles|platform[\\/]ephemeris|geo[\\/]coords)/,
  },
  // Western chart pages: the wheel, its canvas and the chart page frame.
  {
    name: 'chart-page',
    priority: 6,
    test: /[\\/]src[\\/](components[\\/]chart-wheel|packageA[\\/]chart-common|chart-styles[\\/]view-settings|platform[\\/]canvas)/,
  },
  // The calendar (节气, 干支, 农历) and the 干支 tables.
  { name: 'calendar', priority: 6, test: /[\\/]src[\\/]divination[\\/](calendar[\\/]|common[\\/]ganzhi\.)/ },
] as const

export function applyH5SplitChunks(chain: Chain): void {
  const groups: Record<string, unknown> = { default: false, defaultVendors: false }
  for (const g of H5_SHARED_CHUNKS) groups[g.name] = { name: g.name, test: g.test, chunks: 'all', priority: g.priority, enforce: true }
  for (const g of H5_LAYER_CHUNKS)
    groups[g.name] = {
      name: g.name,
      test: inPackage(g.test),
      chunks: 'async',
      minChunks: 2,
      minSize: 0,
      priority: g.priority,
      reuseExistingChunk: true,
    }
  // Other packages and our own shared modules: split by which pages use them (webpack names them), one copy each.
  // minSize 0: a module shared by two pages is never copied into both, however small.
  groups.vendors = { test: inPackage(/[\\/]node_modules[\\/]/), chunks: 'all', minChunks: 2, minSize: 0, priority: 10, reuseExistingChunk: true }
  groups.common = { chunks: 'all', minChunks: 2, minSize: 0, priority: 1, reuseExistingChunk: true }
  // Request caps well above webpack's 30: a chart page needs ~30 shared chunks, and at the cap webpack stops
  // splitting and copies the rest into each page (the report pages carried their composer seven times).
  chain.optimization.splitChunks({
    chunks: 'all',
    minSize: 0,
    maxAsyncRequests: 100,
    maxInitialRequests: 100,
    hidePathInfo: true,
    cacheGroups: groups,
  })
}

/**
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, first line of a script): the start-up scripts' functions
 * are compiled while the file streams in, off the main thread, instead of one by one as start-up first calls them.
 * Only the entry's own scripts (Taro, React, app) carry it: nearly all of their module factories run at start-up.
 * Added after minification (which would drop the comment) and before compression.
 */
export class H5CompileHintsPlugin {
  apply(compiler: Webpack.Compiler): void {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap('H5CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'H5CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING }, () => {
        for (const [, entry] of compilation.entrypoints) {
          for (const file of entry.getFiles().filter((f) => f.endsWith('.js'))) {
            compilation.updateAsset(file, (source) => new sources.ConcatSource('//# allFunctionsCalledOnLoad\n', source))
          }
        }
      })
    })
  }
}

export interface H5ModuleMap {
  files: Record<string, { bytes: number; modules: string[] }>
  /** Chunk group (entry by name, page by its import request) → JS files it needs, in load order. */
  groups: Record<string, string[]>
}

/** Root-relative paths of a chunk's modules (concatenated modules opened up), as in `<output>.modules.json`. */
export function chunkModulePaths(compilation: Webpack.Compilation, chunk: Webpack.Chunk, root: string): string[] {
  return (
    compilation.chunkGraph
      .getChunkModules(chunk)
      .flatMap((m) => ('modules' in m && Array.isArray(m.modules) ? (m.modules as Webpack.Module[]) : [m]))
      // JavaScript only: extracted CSS leaves a stub in each chunk that imports it, not a copy of the code.
      .filter((m) => m.getSourceTypes().has('javascript'))
      .map((m) => m.nameForCondition() ?? m.identifier())
      .map((id) => path.relative(root, id).split(path.sep).join('/'))
  )
}

export class H5ModuleMapPlugin {
  constructor(private readonly outFile: string) {}

  apply(compiler: Webpack.Compiler): void {
    compiler.hooks.afterEmit.tap('H5ModuleMapPlugin', (compilation) => {
      const root = compiler.context
      const map: H5ModuleMap = { files: {}, groups: {} }
      for (const chunk of compilation.chunks) {
        const modules = chunkModulePaths(compilation, chunk, root)
        for (const file of chunk.files) {
          if (!file.endsWith('.js')) continue
          const asset = compilation.getAsset(file)
          map.files[file] = { bytes: asset?.source.size() ?? 0, modules }
        }
      }
      for (const group of compilation.chunkGroups) {
        // Pages are unnamed import() groups: key them by the request that loads them ('./pages/index/index?…').
        const key = group.name ?? group.origins.map((o) => o.request).find(Boolean)
        if (!key) continue
        map.groups[key] = [...new Set([...(map.groups[key] ?? []), ...group.getFiles().filter((f) => f.endsWith('.js'))])]
      }
      fs.writeFileSync(this.outFile, JSON.stringify(map))
    })
  }
}
