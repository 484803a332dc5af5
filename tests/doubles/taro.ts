/**
 * Test double of @tarojs/taro for unit tests (the real module throws outside a Taro build).
 * It keeps a real page stack, storage map and call log so navigation and storage rules can be checked.
 */
type Page = { route: string; options: Record<string, string> }

export const fake = {
  pages: [] as Page[],
  storage: new Map<string, unknown>(),
  calls: [] as { api: string; arg: unknown }[],
  system: { language: 'zh_CN', theme: 'light', windowWidth: 375, statusBarHeight: 20, platform: 'devtools', brand: 'test' } as Record<
    string,
    unknown
  >,
  tabPages: new Set<string>(['pages/index/index', 'pages/charts/charts', 'pages/mine/mine']),
  /** The host's one toast/loading slot (WeChat and Taro H5 draw both in it; either hide call clears it). */
  overlay: null as { kind: 'toast' | 'loading'; title: string } | null,
  /** What wx.login answers: a code, or null for a refusal (login:fail). */
  loginCode: null as string | null,
  reset() {
    this.overlay = null
    this.loginCode = null
    this.pages = [{ route: 'pages/index/index', options: {} }]
    this.storage.clear()
    this.calls = []
  },
}
fake.reset()

function parseUrl(url: string): Page {
  const [path, query = ''] = url.replace(/^\//, '').split('?')
  const options: Record<string, string> = {}
  for (const kv of query.split('&').filter(Boolean)) {
    const [k, v = ''] = kv.split('=')
    options[k] = v
  }
  return { route: path, options }
}
function log(api: string, arg: unknown) {
  fake.calls.push({ api, arg })
}
const ok = <T>(v?: T) => Promise.resolve(v ?? ({ errMsg: 'ok' } as T))

const Taro = {
  getStorageSync: (key: string) => (fake.storage.has(key) ? fake.storage.get(key) : ''),
  setStorageSync: (key: string, value: unknown) => void fake.storage.set(key, value),
  removeStorageSync: (key: string) => void fake.storage.delete(key),
  getSystemInfoSync: () => ({ ...fake.system }),
  login: () => (log('login', null), fake.loginCode ? ok({ code: fake.loginCode, errMsg: 'login:ok' }) : Promise.reject(new Error('login:fail'))),
  getMenuButtonBoundingClientRect: () => ({ top: 24, height: 32, width: 87, left: 280, right: 367, bottom: 56 }),
  getCurrentPages: () => fake.pages.map((p) => ({ route: p.route, options: p.options })),
  getCurrentInstance: () => ({
    router: fake.pages.length ? { path: '/' + fake.pages[fake.pages.length - 1].route, params: fake.pages[fake.pages.length - 1].options } : null,
  }),
  navigateTo: (o: { url: string }) => {
    log('navigateTo', o.url)
    fake.pages.push(parseUrl(o.url))
    return ok()
  },
  redirectTo: (o: { url: string }) => {
    log('redirectTo', o.url)
    fake.pages[fake.pages.length - 1] = parseUrl(o.url)
    return ok()
  },
  reLaunch: (o: { url: string }) => {
    log('reLaunch', o.url)
    fake.pages = [parseUrl(o.url)]
    return ok()
  },
  switchTab: (o: { url: string }) => {
    log('switchTab', o.url)
    const p = parseUrl(o.url)
    if (!fake.tabPages.has(p.route)) return Promise.reject(new Error('switchTab:fail can not switch to no-tabBar page'))
    fake.pages = [p]
    return ok()
  },
  navigateBack: (o: { delta?: number } = {}) => {
    log('navigateBack', o.delta ?? 1)
    fake.pages.splice(Math.max(1, fake.pages.length - (o.delta ?? 1)))
    return ok()
  },
  showToast: (o: { title: string }) => (log('showToast', o), (fake.overlay = { kind: 'toast', title: o.title }), ok()),
  hideToast: () => (log('hideToast', null), (fake.overlay = null), ok()),
  showLoading: (o: { title: string }) => (log('showLoading', o), (fake.overlay = { kind: 'loading', title: o.title }), ok()),
  hideLoading: () => (log('hideLoading', null), (fake.overlay = null), ok()),
  showModal: (o: unknown) => (log('showModal', o), ok({ confirm: true, cancel: false })),
  setTabBarStyle: (o: unknown) => (log('setTabBarStyle', o), ok()),
  setTabBarItem: (o: unknown) => (log('setTabBarItem', o), ok()),
  setNavigationBarColor: (o: unknown) => (log('setNavigationBarColor', o), ok()),
  setNavigationBarTitle: (o: unknown) => (log('setNavigationBarTitle', o), ok()),
  setBackgroundColor: (o: unknown) => (log('setBackgroundColor', o), ok()),
  stopPullDownRefresh: () => (log('stopPullDownRefresh', null), ok()),
  setClipboardData: (o: unknown) => (log('setClipboardData', o), ok()),
  getClipboardData: () => ok({ data: '' }),
  onThemeChange: () => undefined,
  offThemeChange: () => undefined,
  getNetworkType: () => ok({ networkType: 'wifi' }),
  onNetworkStatusChange: () => undefined,
  request: () => Promise.reject(new Error('request: no network in unit tests')),
  useLoad: () => undefined,
  useDidShow: () => undefined,
  useDidHide: () => undefined,
  useReady: () => undefined,
  useRouter: () => ({ params: fake.pages[fake.pages.length - 1]?.options ?? {}, path: '' }),
  usePullDownRefresh: () => undefined,
  useLaunch: () => undefined,
  eventCenter: { on: () => undefined, off: () => undefined, trigger: () => undefined },
  ENV_TYPE: { WEAPP: 'WEAPP', WEB: 'WEB' },
  getEnv: () => 'WEB',
}

export default Taro
export const { useLoad, useDidShow, useDidHide, useReady, useRouter, usePullDownRefresh, useLaunch } = Taro
