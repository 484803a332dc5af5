/**
 * Runs a built mini-program in Node the way the WeChat client does: each JS file is evaluated once, on first
 * require, in its own `vm` context holding only what a mini-program file sees (wx, App, Page, Component, getApp,
 * getCurrentPages, WXWebAssembly, timers, console), with no window, process or WebAssembly, and with eval and
 * new Function switched off. Pages are opened like wx.reLaunch does: the previous page unloads, the new one gets
 * onLoad(query) → onShow → onReady after its first render.
 */
import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import zlib from 'node:zlib'
import { createFakeWx, type WxRecord } from './fake-wx'
import { createHostTimers, type HostTimers } from './host-timers'
import { resolvePackageFile } from './package-files'

/** WeChat refuses a setData whose serialised payload exceeds 1 MB. */
export const SET_DATA_LIMIT_BYTES = 1024 * 1024

type Hooks = Record<string, unknown>
export interface ProgramError {
  where: string
  error: unknown
}
export interface SetDataRecord {
  route: string
  bytes: number
  keys: string[]
}
export interface PageInstance extends Hooks {
  route: string
  data: Record<string, unknown>
  setData(patch: Record<string, unknown>, cb?: () => void): void
}

export interface AppJson {
  pages: string[]
  subPackages?: { root: string; pages: string[] }[]
  subpackages?: { root: string; pages: string[] }[]
  tabBar?: { list: { pagePath: string }[] }
}

export function pageRoutes(app: AppJson): string[] {
  const subs = app.subPackages ?? app.subpackages ?? []
  return [...app.pages, ...subs.flatMap((s) => s.pages.map((p) => `${s.root.replace(/\/$/, '')}/${p}`))]
}

/** Applies WeChat setData paths ('a.b[2].c') to a data object. */
function applyPath(data: Record<string, unknown>, keyPath: string, value: unknown): void {
  const parts = keyPath.split(/\.|\[(\d+)\]/).filter((p) => p !== undefined && p !== '')
  let node: Record<string, unknown> = data
  parts.forEach((part, i) => {
    if (i === parts.length - 1) node[part] = value
    else {
      if (typeof node[part] !== 'object' || node[part] === null) node[part] = /^\d+$/.test(parts[i + 1]) ? [] : {}
      node = node[part] as Record<string, unknown>
    }
  })
}

export class MiniProgram {
  readonly errors: ProgramError[] = []
  readonly setDataLog: SetDataRecord[] = []
  readonly consoleErrors: string[] = []
  readonly wasmInstantiations: string[] = []
  readonly loadedFiles: string[] = []
  readonly app: AppJson
  readonly minBaseLibrary: string
  readonly wx: unknown
  readonly wxRecord: WxRecord
  private readonly timers: HostTimers
  private readonly modules = new Map<string, { exports: unknown }>()
  private readonly pageDefs = new Map<string, Hooks>()
  private readonly componentDefs = new Map<string, Hooks>()
  private appInstance: Hooks | null = null
  private pageStack: PageInstance[] = []
  private loadingFile: string | null = null

  constructor(readonly root: string) {
    this.app = JSON.parse(fs.readFileSync(path.join(root, 'app.json'), 'utf8')) as AppJson
    this.timers = createHostTimers((where, e) => this.report(where, e))
    const project = JSON.parse(fs.readFileSync(path.join(root, 'project.config.json'), 'utf8')) as { libVersion?: string }
    if (!project.libVersion) throw new Error('project.config.json declares no libVersion (the minimum base library)')
    this.minBaseLibrary = project.libVersion
    const { wx, record } = createFakeWx(root, project.libVersion, this.timers, (where, e) => this.report(where, e))
    this.wx = wx
    this.wxRecord = record
  }

  private report(where: string, error: unknown): void {
    this.errors.push({ where, error })
    const onError = this.appInstance?.onError
    if (typeof onError === 'function') {
      try {
        onError.call(this.appInstance, error instanceof Error ? `${error.message}\n${error.stack}` : String(error))
      } catch {
        // App.onError itself failing is already covered by the recorded error.
      }
    }
  }

  /** The globals of one file's context. */
  private globals(): Record<string, unknown> {
    const t = this.timers
    const capture =
      (level: 'log' | 'warn' | 'error') =>
      (...args: unknown[]) => {
        if (level === 'error') this.consoleErrors.push(args.map((a) => (a instanceof Error ? a.stack : String(a))).join(' '))
      }
    return {
      wx: this.wx,
      App: (o: Hooks) => this.registerApp(o),
      Page: (o: Hooks) => this.registerPage(o),
      Component: (o: Hooks) => this.registerComponent(o),
      Behavior: (o: Hooks) => o,
      getApp: () => this.appInstance,
      getCurrentPages: () => [...this.pageStack],
      WXWebAssembly: { instantiate: (p: string, imports?: WebAssembly.Imports) => this.instantiateWasm(p, imports) },
      setTimeout: t.setTimeout,
      clearTimeout: t.clearTimeout,
      setInterval: t.setInterval,
      clearInterval: t.clearInterval,
      console: { log: capture('log'), info: capture('log'), debug: capture('log'), warn: capture('warn'), error: capture('error') },
    }
  }

  /** WXWebAssembly.instantiate: a code-package path to a .wasm or .wasm.br file, compiled by the host. */
  private async instantiateWasm(packagePath: string, imports?: WebAssembly.Imports): Promise<WebAssembly.Instance> {
    if (typeof packagePath !== 'string' || !/\.wasm(\.br)?$/.test(packagePath))
      throw new Error(`WXWebAssembly.instantiate: not a .wasm/.wasm.br path: ${String(packagePath)}`)
    const { rel, abs } = resolvePackageFile(this.root, packagePath)
    this.wasmInstantiations.push(rel)
    const raw = fs.readFileSync(abs)
    const bytes = rel.endsWith('.br') ? zlib.brotliDecompressSync(raw) : raw
    const { instance } = await WebAssembly.instantiate(bytes, imports)
    return instance
  }

  /** WeChat's require: relative to the requiring file, '.js' optional, each file run once. */
  require(request: string, fromDir = ''): unknown {
    const ext = path.posix.extname(request)
    if (ext && ext !== '.js') {
      resolvePackageFile(this.root, request, fromDir) // throws for a file type WeChat does not upload
      throw new Error(`require ${request}: not a JS module`)
    }
    const withExt = ext ? request : `${request}.js`
    const { rel, abs } = resolvePackageFile(this.root, withExt, fromDir)
    const cached = this.modules.get(rel)
    if (cached) return cached.exports
    const module = { exports: {} as unknown }
    this.modules.set(rel, module)
    this.loadedFiles.push(rel)
    const context = vm.createContext(this.globals(), { name: rel, codeGeneration: { strings: false, wasm: false } })
    vm.runInContext('delete globalThis.WebAssembly', context)
    const fn = vm.compileFunction(fs.readFileSync(abs, 'utf8'), ['require', 'module', 'exports'], { filename: abs, parsingContext: context })
    const dir = path.posix.dirname(rel) === '.' ? '' : path.posix.dirname(rel)
    const outer = this.loadingFile
    this.loadingFile = rel.replace(/\.js$/, '')
    try {
      fn.call(module.exports, (r: string) => this.require(r, dir), module, module.exports)
    } finally {
      this.loadingFile = outer
    }
    return module.exports
  }

  private registerApp(options: Hooks): void {
    if (this.appInstance) throw new Error('App() called twice')
    this.appInstance = options
  }

  private registerPage(options: Hooks): void {
    if (!this.loadingFile) throw new Error('Page() called outside a page file')
    this.pageDefs.set(this.loadingFile, options)
  }

  private registerComponent(options: Hooks): void {
    if (!this.loadingFile) throw new Error('Component() called outside a component file')
    this.componentDefs.set(this.loadingFile, options)
  }

  hasComponent(route: string): boolean {
    return this.componentDefs.has(route)
  }

  private call(target: Hooks, hook: string, ...args: unknown[]): void {
    const fn = target[hook]
    if (typeof fn !== 'function') return
    try {
      fn.apply(target, args)
    } catch (e) {
      this.report(`${hook}`, e)
    }
  }

  /** Loads app.js and starts the app: onLaunch then onShow with the launch options. */
  launch(): void {
    this.require('app')
    if (!this.appInstance) throw new Error('app.js did not call App()')
    const launch = { path: this.app.pages[0], query: {}, scene: 1001, referrerInfo: {} }
    this.call(this.appInstance, 'onLaunch', launch)
    this.call(this.appInstance, 'onShow', launch)
  }

  /** Settles pending work: microtasks and timers up to `ms` of host time. */
  settle(ms: number): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, ms))
  }

  /** Opens a page as wx.reLaunch does and waits for its first render and onReady. */
  async openPage(route: string, query: Record<string, string> = {}): Promise<PageInstance> {
    for (const old of this.pageStack.splice(0)) this.call(old, 'onUnload')
    if (!this.pageDefs.has(route)) this.require(route)
    const def = this.pageDefs.get(route)
    if (!def) throw new Error(`${route}.js did not call Page()`)
    this.loadComponents(route)
    const page = this.instantiatePage(route, def, query)
    this.pageStack.push(page)
    this.call(page, 'onLoad', { ...query })
    this.call(page, 'onShow')
    await this.settle(0)
    this.call(page, 'onReady')
    return page
  }

  /** Loads the custom components a page or component declares (usingComponents), each once and recursively. */
  private loadComponents(owner: string): void {
    const jsonPath = path.join(this.root, `${owner}.json`)
    if (!fs.existsSync(jsonPath)) return
    const using = (JSON.parse(fs.readFileSync(jsonPath, 'utf8')) as { usingComponents?: Record<string, string> }).usingComponents ?? {}
    for (const ref of Object.values(using)) {
      if (ref.startsWith('plugin://')) continue
      const rel = ref.startsWith('/') ? ref.slice(1) : path.posix.join(path.posix.dirname(owner), ref)
      if (this.componentDefs.has(rel)) continue
      this.require(`/${rel}`)
      if (!this.componentDefs.has(rel)) throw new Error(`${rel}.js (used by ${owner}) did not call Component()`)
      this.loadComponents(rel)
    }
  }

  private instantiatePage(route: string, def: Hooks, query: Record<string, string>): PageInstance {
    const page = {} as PageInstance
    const log = this.setDataLog
    const timers = this.timers
    const wx = this.wx as { createSelectorQuery(): unknown }
    for (const [k, v] of Object.entries(def)) page[k] = k === 'data' ? structuredClone(v) : v
    Object.assign(page, {
      route,
      __route__: route,
      is: route,
      options: { ...query },
      data: (page.data as Record<string, unknown> | undefined) ?? {},
      setData(patch: Record<string, unknown>, cb?: () => void) {
        const bytes = Buffer.byteLength(JSON.stringify(patch) ?? '')
        log.push({ route, bytes, keys: Object.keys(patch) })
        if (bytes > SET_DATA_LIMIT_BYTES) throw new Error(`setData: ${bytes} bytes exceeds the 1 MB limit (${route})`)
        for (const [k, v] of Object.entries(patch)) applyPath(this.data, k, v === undefined ? v : JSON.parse(JSON.stringify(v)))
        if (cb) timers.later(cb)
      },
      selectComponent: () => null,
      selectAllComponents: () => [],
      createSelectorQuery: () => wx.createSelectorQuery(),
      createIntersectionObserver: () => ({ relativeTo: () => null, relativeToViewport: () => null, observe() {}, disconnect() {} }),
      getOpenerEventChannel: () => ({ emit() {}, on() {}, once() {}, off() {} }),
      getTabBar: () => null,
      getPageId: () => `page-${route}`,
    })
    return page
  }

  /** Unloads the open page and stops every timer. */
  dispose(): void {
    for (const old of this.pageStack.splice(0)) this.call(old, 'onUnload')
    this.timers.dispose()
  }
}
