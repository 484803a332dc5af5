/**
 * The H5 build for the native shell (XINGPAN_NATIVE=1, made by scripts/native-sync.mjs into dist/native, the
 * webDir of capacitor.config.ts). The app runs from the device (https://localhost), so it needs the absolute API
 * base, `TARO_APP_API_BASE=https://api.example.cn/api npm run native:sync` (or the line in `.env.production`), and
 * it leaves out the service worker and the precompressed copies a web server would use.
 */
import type Chain from 'webpack-chain'
import { API_BASE_ENV, weappApiBase } from './weapp-api-base'

export const NATIVE_BUILD_ENV = 'XINGPAN_NATIVE'

export function isNativeBuild(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[NATIVE_BUILD_ENV] === '1'
}

/** The API base an H5 build carries: '' for the web (same origin), the checked absolute base for the native app. */
export function h5ApiBase(nativeBuild: boolean, value: string | undefined): string {
  if (!nativeBuild) return ''
  const base = weappApiBase(value)
  if (!base) throw new Error(`${NATIVE_BUILD_ENV}=1: the native app needs ${API_BASE_ENV} (https://…/api)`)
  return base
}

/** Defines process.env.TARO_APP_API_BASE in the H5 build (src/platform/request.ts reads it). */
export function applyH5ApiBase(chain: Chain, env: NodeJS.ProcessEnv = process.env): void {
  chain.plugin('definePlugin').tap((args: unknown[]) => {
    const defs = args[0] as Record<string, string>
    const key = `process.env.${API_BASE_ENV}`
    // Taro has already put a value from the .env files here (JSON-encoded); the shell overrides it.
    const fromFiles = defs[key] ? (JSON.parse(defs[key]) as string) : undefined
    defs[key] = JSON.stringify(h5ApiBase(isNativeBuild(env), env[API_BASE_ENV] || fromFiles))
    return args
  })
}
