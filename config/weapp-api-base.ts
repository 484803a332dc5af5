/**
 * The API base of the mini-program build (a mini-program cannot call a relative URL), a build-time setting:
 * `TARO_APP_API_BASE=https://api.example.cn/api npm run build:weapp`, or the same line in `.env.production`
 * (Taro reads `.env`, `.env.<mode>` and their `.local` variants). The shell variable wins over the files.
 * WeChat calls only HTTPS hosts listed in the console's request domain list, so anything else fails the build.
 */
import type Chain from 'webpack-chain'

export const API_BASE_ENV = 'TARO_APP_API_BASE'

/** The checked value, or '' when unset (src/platform/request.ts then falls back to its placeholder). */
export function weappApiBase(value: string | undefined): string {
  const base = (value ?? '').trim()
  if (!base) return ''
  let url: URL
  try {
    url = new URL(base)
  } catch {
    throw new Error(`${API_BASE_ENV}: not a URL: ${base}`)
  }
  if (url.protocol !== 'https:') throw new Error(`${API_BASE_ENV}: WeChat requests need https: ${base}`)
  if (url.search || url.hash) throw new Error(`${API_BASE_ENV}: no query or fragment: ${base}`)
  return base.replace(/\/+$/, '')
}

/** Adds process.env.TARO_APP_API_BASE to Taro's DefinePlugin (always defined: a mini-program has no `process`). */
export function applyWeappApiBase(chain: Chain, fromShell: string | undefined): void {
  chain.plugin('definePlugin').tap((args: unknown[]) => {
    const defs = args[0] as Record<string, string>
    const key = `process.env.${API_BASE_ENV}`
    // Taro has already put a value from the .env files here (JSON-encoded); the shell overrides it.
    const fromFiles = defs[key] ? (JSON.parse(defs[key]) as string) : undefined
    defs[key] = JSON.stringify(weappApiBase(fromShell || fromFiles))
    return args
  })
}
