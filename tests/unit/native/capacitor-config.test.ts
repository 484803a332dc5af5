import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import config, { NATIVE_WEB_DIR } from '../../../capacitor.config'
import { THEME_COLOURS } from '@/platform/theme-colours'
import { DEEP_LINK_SCHEME } from '@/platform/native/deep-link'
import { h5ApiBase } from '../../../config/native-shell'

const root = path.resolve(__dirname, '../../..')
const read = (rel: string) => fs.readFileSync(path.join(root, rel), 'utf8')
const hex = z.string().regex(/^#[0-9a-f]{6}$/i)

/** What the shell needs from capacitor.config.ts; Android package rules for the id (lower-case segments). */
const NativeConfig = z.object({
  appId: z.string().regex(/^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/),
  appName: z.literal('星盘'),
  webDir: z.literal(NATIVE_WEB_DIR),
  server: z.object({ androidScheme: z.literal('https') }),
  backgroundColor: hex,
  plugins: z.object({
    SplashScreen: z.object({ backgroundColor: hex, launchAutoHide: z.literal(true), launchShowDuration: z.number().positive() }),
    StatusBar: z.object({ overlaysWebView: z.literal(false), backgroundColor: hex, style: z.enum(['LIGHT', 'DARK']) }),
  }),
})

describe('capacitor config', () => {
  it('validates: id, name 星盘, the native H5 build as webDir, theme colours', () => {
    const c = NativeConfig.parse(config)
    expect(c.plugins.SplashScreen.backgroundColor).toBe(THEME_COLOURS.light.page)
    expect(c.plugins.StatusBar.backgroundColor).toBe(THEME_COLOURS.light.bar)
    // Light bar, dark text: Capacitor's LIGHT style.
    expect(c.plugins.StatusBar.style).toBe('LIGHT')
  })

  it('the Capacitor CLI loads it as written', () => {
    const r = spawnSync(path.join(root, 'node_modules/.bin/cap'), ['config', '--json'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, XINGPAN_NATIVE_WEB_DIR: '' },
    })
    expect(r.status).toBe(0)
    const resolved = JSON.parse(r.stdout) as { app: { appId: string; appName: string; webDir: string; extConfig: unknown } }
    expect(resolved.app.extConfig).toEqual(JSON.parse(JSON.stringify(config)))
    expect(resolved.app.webDir).toBe(NATIVE_WEB_DIR)
  })

  it('native:sync builds into the webDir', () => {
    expect(read('scripts/native-sync.mjs')).toContain(`TARO_OUTPUT_ROOT: '${NATIVE_WEB_DIR}'`)
  })

  it('the Android project matches: package id, name, deep-link scheme, location permission, splash colours per theme', () => {
    expect(read('android/app/build.gradle')).toContain(`applicationId "${config.appId}"`)
    expect(read('android/app/src/main/res/values/strings.xml')).toContain(`<string name="app_name">${config.appName}</string>`)
    const manifest = read('android/app/src/main/AndroidManifest.xml')
    expect(manifest).toContain(`<data android:scheme="${DEEP_LINK_SCHEME}" />`)
    expect(manifest).toContain('android.permission.ACCESS_COARSE_LOCATION')
    expect(read('android/app/src/main/res/values/colors.xml')).toContain(`>${THEME_COLOURS.light.page}<`)
    expect(read('android/app/src/main/res/values-night/colors.xml')).toContain(`>${THEME_COLOURS.dark.page}<`)
  })

  it('the iOS project matches: deep-link scheme and the location reason', () => {
    const plist = read('ios/App/App/Info.plist')
    expect(plist).toContain(`<string>${DEEP_LINK_SCHEME}</string>`)
    expect(plist).toContain('NSLocationWhenInUseUsageDescription')
  })
})

describe('API base of the H5 build (config/native-shell.ts)', () => {
  it('a web build keeps its own origin', () => {
    expect(h5ApiBase(false, 'https://api.example.cn/api')).toBe('')
  })
  it('the native build needs an absolute https base', () => {
    expect(h5ApiBase(true, 'https://api.example.cn/api/')).toBe('https://api.example.cn/api')
    expect(() => h5ApiBase(true, undefined)).toThrow(/TARO_APP_API_BASE/)
    expect(() => h5ApiBase(true, 'http://api.example.cn/api')).toThrow(/https/)
  })
})
