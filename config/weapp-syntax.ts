/**
 * Syntax level of the mini-program output. project.config.json declares es6:false and enhance:false (WeChat
 * converts nothing) and the minimum base library 2.21.1, which still runs on iOS clients whose JavaScriptCore
 * stops at ES2015: no optional chaining, `??`, class fields, async functions, object rest/spread or `**`.
 * Our sources are compiled by Babel (browserslist in package.json), but node_modules are not, so every emitted
 * file (vendors, sub-vendors, the Emscripten glue) is lowered once more here with esbuild to ES2015, before
 * terser minifies it. scripts/size-check.mjs parses every emitted .js at the same level and fails otherwise.
 */
import { EsbuildPlugin } from 'esbuild-loader'
import type Chain from 'webpack-chain'

/** Keep in step with WEAPP_ECMA_VERSION in scripts/size-check.mjs. */
export const WEAPP_SYNTAX_TARGET = 'es2015'

export function applyWeappSyntaxLevel(chain: Chain): void {
  chain.plugin('weapp-syntax-level').use(EsbuildPlugin, [
    {
      target: WEAPP_SYNTAX_TARGET,
      // Lowering only: terser minifies afterwards. Chinese text stays UTF-8; `format` left unset so that no
      // wrapper is added around the chunk files (webpack's runtime reads them as plain scripts).
      minify: false,
      charset: 'utf8',
      format: undefined,
      legalComments: 'none',
    },
  ])
}
