/**
 * H5 as an installable offline web app: the manifest (src/manifest.webmanifest) and icons (src/assets/pwa, drawn by scripts/build-pwa-icons.mjs)
 * are copied to the output root, and Workbox generates sw.js (production builds only).
 *
 * Precached at install: index.html, the manifest and icons, all CSS, the entry chunks (app, taro, react …), the
 * main-package pages (tabs) and the Swiss Ephemeris wasm and data. Every other JS chunk (sub-package pages, place
 * tables) is cached the first time it is used (content-hashed names: cache first). API calls are never cached.
 * The new worker waits until the page says so (src/platform/service-worker.ts asks the user).
 */
import zlib from 'node:zlib'
import CompressionPlugin from 'compression-webpack-plugin'
import { GenerateSW } from 'workbox-webpack-plugin'
import type Chain from 'webpack-chain'
import type Webpack from 'webpack'
import { H5_EPHEMERIS_DIR } from '../src/platform/ephemeris-paths'

/** Same prefix as the client's base (src/platform/request.ts defaultApiBase on H5). */
const API_PREFIX = '/api/'
const SHELL_FILES = /^(index\.html|manifest\.webmanifest|icons\/.*|css\/.*)$/
const PRECACHE_GROUP = (key: string) => key === 'app' || /(^|\/)pages\//.test(key)

export function pwaCopyPatterns(outputRoot: string): { from: string; to: string }[] {
  return [
    { from: 'src/manifest.webmanifest', to: `${outputRoot}/manifest.webmanifest` },
    { from: 'src/assets/pwa/', to: `${outputRoot}/icons/` },
  ]
}

function precached({ asset, compilation }: { asset: { name: string }; compilation: Webpack.Compilation }): boolean {
  const name = asset.name
  if (SHELL_FILES.test(name) || name.startsWith(`${H5_EPHEMERIS_DIR}/`)) return true
  if (!name.endsWith('.js')) return false
  for (const group of compilation.chunkGroups) {
    // Entries by name; pages are unnamed import() groups, known by their request ('./pages/index/index?…').
    const key = group.name ?? group.origins.map((o) => o.request).find(Boolean) ?? ''
    if (PRECACHE_GROUP(key) && group.getFiles().includes(name)) return true
  }
  return false
}

export function applyH5ServiceWorker(chain: Chain): void {
  chain.plugin('workbox-generate-sw').use(GenerateSW, [
    {
      swDest: 'sw.js',
      mode: 'production',
      inlineWorkboxRuntime: true,
      sourcemap: false,
      cleanupOutdatedCaches: true,
      clientsClaim: false,
      skipWaiting: false,
      include: [precached],
      exclude: [/\.map$/, /LICENSE/, /\.(br|gz)$/],
      // swisseph.data is 2.15 MB.
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      // Hashed names need no revision query (and may then come from the HTTP cache).
      dontCacheBustURLsMatching: /\.[0-9a-f]{8}\.(js|css)$/,
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [new RegExp(`^${API_PREFIX}`)],
      runtimeCaching: [
        { urlPattern: ({ url }) => url.pathname.startsWith(API_PREFIX), handler: 'NetworkOnly' },
        {
          urlPattern: ({ request, url }) =>
            url.origin === self.location.origin && /\/(js|css)\/[^/]+\.[0-9a-f]{8}\.(js|css)$/.test(url.pathname) && request.method === 'GET',
          handler: 'CacheFirst',
          options: { cacheName: 'xingpan-chunks', expiration: { maxEntries: 300 } },
        },
      ],
    },
  ])
}

/** Brotli and gzip copies beside every text/wasm asset over 1 KB, for a server that serves precompressed files. */
export function applyH5Precompression(chain: Chain): void {
  const test = /\.(js|css|html|json|webmanifest|wasm|data|svg)$/
  chain.plugin('compress-gzip').use(CompressionPlugin, [{ test, threshold: 1024, minRatio: 0.9, algorithm: 'gzip', filename: '[path][base].gz' }])
  chain.plugin('compress-brotli').use(CompressionPlugin, [
    {
      test,
      threshold: 1024,
      minRatio: 0.9,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    },
  ])
}
