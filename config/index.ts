import path from 'node:path'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import { applyEphemerisWebpackChain, ephemerisCopyPatterns } from './ephemeris-assets'
import { H5_EPHEMERIS_DIR, H5_EPHEMERIS_FILES } from '../src/platform/ephemeris-paths'
import { geoCopyPatterns } from './geo-assets'
import { applyWeappApiBase } from './weapp-api-base'
import { applyH5ApiBase, isNativeBuild } from './native-shell'
import { applyWeappSyntaxLevel } from './weapp-syntax'
import { applyH5SplitChunks, H5CompileHintsPlugin, H5ModuleMapPlugin } from './h5-chunks'
import { H5StartPreloadPlugin } from './h5-preload'
import { h5RemScript, H5_ROOT_SIZE } from './h5-rem'
import { applyH5Precompression, applyH5ServiceWorker, pwaCopyPatterns } from './h5-pwa'
import devConfig from './dev'
import prodConfig from './prod'

const root = path.resolve(__dirname, '..')

// Attribute → template default: "''" binds the node's value, or an empty attribute when it has none.
const weappAriaAttributes = Object.fromEntries(
  ['aria-role', 'aria-label', 'aria-hidden', 'aria-checked', 'aria-selected', 'aria-disabled', 'aria-live'].map((name) => [name, "''"]),
)
const weappAriaComponents = { View: weappAriaAttributes, Text: weappAriaAttributes, Image: weappAriaAttributes }

// Taro build configuration shared by the weapp and h5 targets (webpack5 runner, see TOOLCHAIN.md).
const platform = process.env.TARO_ENV === 'h5' ? 'h5' : 'weapp'
// TARO_OUTPUT_ROOT lets two builds run side by side (e.g. an e2e run on one copy while another is built).
const outputRoot = process.env.TARO_OUTPUT_ROOT ?? (process.env.TARO_ENV === 'h5' ? 'dist/h5' : `dist/${process.env.TARO_ENV ?? 'weapp'}`)

export default defineConfig<'webpack5'>(async (merge) => {
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'xingpan',
    date: '2026-11-21',
    designWidth: 750,
    deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
    sourceRoot: 'src',
    outputRoot,
    // WeChat's screen reader (读屏) reads aria-* on view, text and image, but Taro's templates drop attributes they
    // do not list: declare the ones src/platform/a11y.ts sets so they reach base.wxml (tests/weapp/aria.test.ts).
    plugins: platform === 'weapp' ? [['@tarojs/plugin-inject', { components: weappAriaComponents }]] : [],
    defineConstants: {},
    alias: { '@': path.resolve(root, 'src') },
    copy: {
      // Every theme's tab icons: the runtime swaps them (setTabBarItem) when the theme changes.
      patterns: [
        { from: 'src/assets/tabbar/', to: `${outputRoot}/assets/tabbar/` },
        ...ephemerisCopyPatterns(platform, outputRoot),
        ...geoCopyPatterns(platform, outputRoot),
        ...(platform === 'h5' ? pwaCopyPatterns(outputRoot) : []),
      ],
      options: {},
    },
    framework: 'react',
    compiler: { type: 'webpack5', prebundle: { enable: false } },
    // Chinese text stays UTF-8 (3 bytes a character) instead of \uXXXX escapes (6 bytes): data tables halve in size.
    terser: { enable: true, config: { output: { ascii_only: false } } },
    cache: { enable: process.env.TARO_CACHE === '1' },
    mini: {
      postcss: {
        pxtransform: { enable: true, config: {} },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } },
      },
      optimizeMainPackage: { enable: true },
      // Babel (browserslist: iOS 8) also compiles these packages: minisearch's tokenizer is a Unicode property
      // regex (/[\p{Z}\p{P}]+/u), which esbuild's ES2015 lowering leaves as is and old JavaScriptCore cannot parse.
      compile: { include: [(file: string) => /node_modules[\\/]minisearch[\\/]/.test(file)] },
      webpackChain: (chain, webpack) => {
        applyEphemerisWebpackChain(chain, webpack, 'weapp')
        applyWeappSyntaxLevel(chain)
        applyWeappApiBase(chain, process.env.TARO_APP_API_BASE)
      },
    },
    h5: {
      publicPath: './',
      staticDirectory: 'static',
      router: { mode: 'hash' },
      // Our root-size script in place of Taro's (config/h5-rem.ts: the width only, never the content's height).
      htmlPluginOption: { script: h5RemScript() },
      webpackChain: (chain, webpack) => {
        applyEphemerisWebpackChain(chain, webpack, 'h5')
        applyH5SplitChunks(chain)
        chain.plugin('h5-compile-hints').use(H5CompileHintsPlugin)
        chain.resolve.alias.set('platform$', path.resolve(__dirname, 'shims/platform-lazy.cjs'))
        // View and Text as plain <div> and <span> (src/platform/h5-components.ts); Taro's other components as they are.
        chain.resolve.alias.set('@tarojs/components$', path.resolve(root, 'src/platform/h5-components.ts'))
        // <output>.modules.json beside the build: what scripts/h5-load-check.mjs measures.
        chain.plugin('h5-module-map').use(H5ModuleMapPlugin, [path.resolve(root, `${outputRoot}.modules.json`)])
        // index.html starts the opened page's files (and a chart page's wasm) with the entry scripts.
        chain.plugin('h5-start-preload').use(H5StartPreloadPlugin, [
          {
            home: 'pages/index/index',
            publicPath: './',
            wasmUrl: `${H5_EPHEMERIS_DIR}/${H5_EPHEMERIS_FILES.wasm}`,
            glueRequest: 'swisseph-wasm-glue',
          },
        ])
        applyH5ApiBase(chain)
        // The native app (config/native-shell.ts) loads its files from the package: no service worker, no .br/.gz.
        if (process.env.NODE_ENV === 'production' && !isNativeBuild()) {
          applyH5ServiceWorker(chain)
          applyH5Precompression(chain)
        }
      },
      output: { filename: 'js/[name].[contenthash:8].js', chunkFilename: 'js/[name].[contenthash:8].js' },
      miniCssExtractPluginOption: { ignoreOrder: true, filename: 'css/[name].[contenthash:8].css', chunkFilename: 'css/[name].[contenthash:8].css' },
      postcss: {
        // rem base: 750 design px = 20 px of root size per 750 px of device; the root size stops growing past a
        // 600 px wide device (SPEC §2 maximum device width 600: 20 × 600 / 750 = 16).
        pxtransform: { enable: true, config: { ...H5_ROOT_SIZE } },
        autoprefixer: { enable: true, config: {} },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } },
      },
    },
  }
  if (process.env.NODE_ENV === 'development') return merge({}, baseConfig, devConfig)
  return merge({}, baseConfig, prodConfig)
})
