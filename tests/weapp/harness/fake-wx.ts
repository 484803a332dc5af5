/**
 * A `wx` object with exactly the official API names (miniprogram-api-typings): a name WeChat does not have reads
 * as undefined, as on a device, and is recorded. The APIs a page needs at start-up behave like a phone on
 * base library 2.21.1 with no server reachable; every other API answers `…:ok` through its callbacks.
 * Storage is in memory; code-package files are read from the build folder with the upload whitelist applied.
 */
import fs from 'node:fs'
import zlib from 'node:zlib'
import { apiSurface, compareVersions } from './api-names'
import type { HostTimers } from './host-timers'
import { resolvePackageFile } from './package-files'

type Options = Record<string, unknown> & { success?: (r: unknown) => void; fail?: (r: unknown) => void; complete?: (r: unknown) => void }
type Api = (...args: unknown[]) => unknown

export interface WxRecord {
  /** Every wx API called, in order. */
  calls: string[]
  /** Names read from wx that WeChat does not define (feature tests or bugs). */
  unknownReads: Set<string>
  /** APIs called that need a base library newer than the declared minimum. */
  newerThanMinimum: Map<string, string>
  requests: string[]
  compressedReads: string[]
  storage: Map<string, unknown>
}

const SYSTEM = {
  brand: 'iPhone',
  model: 'iPhone 12 <iPhone13,2>',
  pixelRatio: 3,
  screenWidth: 390,
  screenHeight: 844,
  windowWidth: 390,
  windowHeight: 844,
  statusBarHeight: 47,
  language: 'zh_CN',
  version: '8.0.30',
  system: 'iOS 14.8',
  platform: 'ios',
  theme: 'light',
  fontSizeSetting: 16,
  benchmarkLevel: 1,
  safeArea: { left: 0, right: 390, top: 47, bottom: 810, width: 390, height: 763 },
}
const MENU_BUTTON = { width: 87, height: 32, top: 51, right: 380, bottom: 83, left: 293 }
const LAUNCH = { path: 'pages/index/index', query: {}, scene: 1001, referrerInfo: {} }

function selectorQuery(timers: HostTimers) {
  const results: null[] = []
  const query = {
    in: () => query,
    select: () => node,
    selectAll: () => node,
    selectViewport: () => node,
    exec(cb?: (r: null[]) => void) {
      timers.later(() => cb?.(results))
      return query
    },
  }
  // No layout here: each requested field answers null, as for a node that is not rendered.
  const field = () => {
    results.push(null)
    return query
  }
  const node = { boundingClientRect: field, fields: field, scrollOffset: field, node: field, context: field }
  return query
}

/**
 * `minBaseLibrary`: the declared minimum base library (project.config.json libVersion); the fake reports it as
 * SDKVersion and records every API the typings say needs a newer one.
 */
export function createFakeWx(root: string, minBaseLibrary: string, timers: HostTimers, onError: (where: string, e: unknown) => void) {
  const wxSurface = apiSurface('Wx')
  const fsSurface = apiSurface('FileSystemManager')
  const record: WxRecord = {
    calls: [],
    unknownReads: new Set(),
    newerThanMinimum: new Map(),
    requests: [],
    compressedReads: [],
    storage: new Map(),
  }

  const answer = (o: unknown, name: string, ok: boolean, result: Record<string, unknown> = {}) => {
    const opts = (o ?? {}) as Options
    const res = { errMsg: `${name}:${ok ? 'ok' : 'fail'}${ok ? '' : ` ${String(result.reason ?? '')}`}`, ...result }
    timers.later(() => {
      try {
        ;(ok ? opts.success : opts.fail)?.(res)
      } finally {
        opts.complete?.(res)
      }
    })
  }

  const readCompressed = (o: { filePath: string; compressionAlgorithm: string }): ArrayBuffer => {
    if (o.compressionAlgorithm !== 'br') throw new Error(`readCompressedFileSync:fail compressionAlgorithm ${o.compressionAlgorithm}`)
    const { rel, abs } = resolvePackageFile(root, o.filePath)
    record.compressedReads.push(rel)
    const bytes = zlib.brotliDecompressSync(fs.readFileSync(abs))
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)
  }
  const fsImpl: Record<string, Api> = {
    readCompressedFileSync: (o) => readCompressed(o as { filePath: string; compressionAlgorithm: string }),
    readCompressedFile: (o) => {
      try {
        answer(o, 'readCompressedFile', true, { data: readCompressed(o as { filePath: string; compressionAlgorithm: string }) })
      } catch (e) {
        answer(o, 'readCompressedFile', false, { reason: (e as Error).message })
      }
    },
  }
  const fileSystemManager = strictObject('FileSystemManager', fsSurface, fsImpl, (name) => (o: unknown) => {
    // No user files exist: synchronous reads throw, asynchronous ones fail, as for a fresh install.
    if (name.endsWith('Sync')) throw new Error(`${name}:fail no such file or directory`)
    answer(o, name, false, { reason: 'no such file or directory' })
  })

  const system = { ...SYSTEM, SDKVersion: minBaseLibrary }
  const storageGet = (key: string) => (record.storage.has(key) ? structuredClone(record.storage.get(key)) : '')
  const impl: Record<string, Api> = {
    getSystemInfoSync: () => ({ ...system }),
    getSystemInfo: (o) => answer(o, 'getSystemInfo', true, { ...system }),
    getWindowInfo: () => ({ ...system }),
    getDeviceInfo: () => ({ ...system }),
    getAppBaseInfo: () => ({ ...system, enableDebug: false, host: { appId: '' } }),
    getSystemSetting: () => ({ bluetoothEnabled: false, locationEnabled: true, wifiEnabled: true, deviceOrientation: 'portrait' }),
    getAppAuthorizeSetting: () => ({ locationAuthorized: 'not determined', notificationAuthorized: 'not determined' }),
    getMenuButtonBoundingClientRect: () => ({ ...MENU_BUTTON }),
    getAccountInfoSync: () => ({ miniProgram: { appId: 'touristappid', envVersion: 'release', version: '' } }),
    getLaunchOptionsSync: () => structuredClone(LAUNCH),
    getEnterOptionsSync: () => structuredClone(LAUNCH),
    getStorageSync: (key) => storageGet(String(key)),
    setStorageSync: (key, value) => void record.storage.set(String(key), structuredClone(value)),
    removeStorageSync: (key) => void record.storage.delete(String(key)),
    clearStorageSync: () => record.storage.clear(),
    getStorageInfoSync: () => ({ keys: [...record.storage.keys()], currentSize: 0, limitSize: 10240 }),
    getStorage: (o) => {
      const key = String((o as Options).key)
      if (record.storage.has(key)) answer(o, 'getStorage', true, { data: storageGet(key) })
      else answer(o, 'getStorage', false, { reason: 'data not found' })
    },
    setStorage: (o) => {
      record.storage.set(String((o as Options).key), structuredClone((o as Options).data))
      answer(o, 'setStorage', true)
    },
    removeStorage: (o) => {
      record.storage.delete(String((o as Options).key))
      answer(o, 'removeStorage', true)
    },
    getNetworkType: (o) => answer(o, 'getNetworkType', true, { networkType: 'wifi' }),
    // No server answers in the smoke test: every request fails as a phone without a route to the host would.
    request: (o) => {
      record.requests.push(String((o as Options).url))
      answer(o, 'request', false, { reason: 'net::ERR_CONNECTION_REFUSED' })
      return { abort() {}, onHeadersReceived() {}, offHeadersReceived() {}, onChunkReceived() {}, offChunkReceived() {} }
    },
    nextTick: (cb) =>
      void Promise.resolve()
        .then(() => (cb as () => void)())
        .catch((e) => onError('wx.nextTick callback', e)),
    canIUse: (schema) => wxSurface.has(String(schema).split('.')[0]),
    getFileSystemManager: () => fileSystemManager,
    createSelectorQuery: () => selectorQuery(timers),
  }
  // Non-function members of the typings.
  const values: Record<string, unknown> = { env: { USER_DATA_PATH: 'wxfile://usr' }, cloud: {} }
  const wx = strictObject('wx', wxSurface, impl, (name) => (...args: unknown[]) => {
    if (name.endsWith('Sync') || /^(on|off)[A-Z]/.test(name)) return undefined
    if (name.startsWith('create')) return inertObject()
    answer(args[0], name, true)
    return undefined
  })

  function strictObject(label: string, surface: Map<string, string | null>, own: Record<string, Api>, fallback: (name: string) => Api) {
    const target: Record<string, unknown> = {}
    for (const name of surface.keys()) {
      if (label === 'wx' && name in values) {
        target[name] = values[name]
        continue
      }
      const fn = own[name] ?? fallback(name)
      target[name] = (...args: unknown[]) => {
        if (label === 'wx') {
          record.calls.push(name)
          const since = surface.get(name)
          if (since && compareVersions(since, minBaseLibrary) > 0) record.newerThanMinimum.set(name, since)
        }
        return fn(...args)
      }
    }
    return new Proxy(target, {
      get(t, key, receiver) {
        if (typeof key === 'string' && !(key in t)) record.unknownReads.add(`${label}.${key}`)
        return Reflect.get(t, key, receiver)
      },
      // The program may keep its own state on wx (webpack's chunk list): a name it wrote is not an unknown API.
      set(t, key, value, receiver) {
        if (typeof key === 'string') record.unknownReads.delete(`${label}.${key}`)
        return Reflect.set(t, key, value, receiver)
      },
    })
  }
  return { wx, record }
}

/** An object whose every method returns itself: contexts and managers the start-up only configures. */
function inertObject(): unknown {
  const self: object = new Proxy(function () {}, { get: (_t, key) => (key === 'then' ? undefined : self), apply: () => self })
  return self
}
