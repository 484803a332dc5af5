import Taro from '@tarojs/taro'
import { HOME_ROUTE_ID, LOGIN_ROUTE_ID, pagePathOf, routeById, routeByPath, type RouteDef } from '@/routes'
import { resolvePagePath } from '@/spec-paths'
import { decodeRouteParams } from './route-params'

/**
 * Navigation with the SPEC §2 rules: back goes home when history holds one page; a page may block back
 * (rejected with 'onBackPress'); login-required pages redirect to login with the URL-encoded toPage and
 * come back after login. `isLoggedIn` is injected by the app (store layer) to keep this module below it.
 */

export type QueryParams = Record<string, string | number | boolean | undefined | null>

let loginCheck: () => boolean = () => false
export function setLoginCheck(check: () => boolean): void {
  loginCheck = check
}

/** weapp keeps at most 10 pages in its stack. */
const MAX_STACK = 10

export function buildQuery(params: QueryParams = {}): string {
  const q = Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&')
  return q ? `?${q}` : ''
}

export function urlOf(route: RouteDef, params?: QueryParams): string {
  return `/${pagePathOf(route)}${buildQuery(params)}`
}

function requireRoute(id: string): RouteDef {
  const r = routeById(id)
  if (!r) throw new Error(`page not found: ${id}`)
  return r
}

export function loginUrl(toPage: string): string {
  const login = routeById(LOGIN_ROUTE_ID)
  const path = login ? pagePathOf(login) : 'packageA/login/index'
  return `/${path}?toPage=${encodeURIComponent(toPage)}`
}

/** Opens a route: tabs by switchTab, login-required pages through login when logged out. */
export async function navigate(id: string, params?: QueryParams, options: { replace?: boolean } = {}): Promise<void> {
  const route = requireRoute(id)
  const url = urlOf(route, params)
  if (route.needsLogin && !loginCheck()) {
    await Taro.navigateTo({ url: loginUrl(url) })
    return
  }
  if (route.tab) {
    await Taro.switchTab({ url })
    return
  }
  if (options.replace || Taro.getCurrentPages().length >= MAX_STACK) await Taro.redirectTo({ url })
  else await Taro.navigateTo({ url })
}

export async function goHome(): Promise<void> {
  await Taro.switchTab({ url: urlOf(requireRoute(HOME_ROUTE_ID)) })
}

// Back blockers per page path: a page may refuse back navigation (unsaved edits, a running animation).
const backBlockers = new Map<string, () => boolean>()

export function currentPagePath(): string {
  const pages = Taro.getCurrentPages()
  return pages.length ? String(pages[pages.length - 1].route).replace(/^\//, '') : ''
}

/** While `shouldBlock()` is true, goBack() from this page rejects with 'onBackPress'. Returns the release function. */
export function blockBack(pagePath: string, shouldBlock: () => boolean): () => void {
  const key = pagePath.replace(/^\//, '').split('?')[0]
  backBlockers.set(key, shouldBlock)
  return () => {
    if (backBlockers.get(key) === shouldBlock) backBlockers.delete(key)
  }
}

export async function goBack(options: { force?: boolean } = {}): Promise<void> {
  const path = currentPagePath()
  const blocker = backBlockers.get(path)
  if (!options.force && blocker && blocker()) throw new Error('onBackPress')
  if (Taro.getCurrentPages().length <= 1) {
    const route = routeByPath(path)
    if (route?.id !== HOME_ROUTE_ID) await goHome()
    return
  }
  await Taro.navigateBack({ delta: 1 })
}

/** After login: go to the decoded toPage (own or SPEC path; tab pages by switchTab), else back. */
export async function returnAfterLogin(toPage: string | undefined): Promise<void> {
  const target = toPage ? resolvePagePath(safeDecode(toPage)) : undefined
  if (!target || target.route.id === LOGIN_ROUTE_ID) {
    await goBack({ force: true })
    return
  }
  if (target.route.tab) await Taro.switchTab({ url: '/' + pagePathOf(target.route) })
  else await Taro.redirectTo({ url: urlOfResolved(target.route, target.query) })
}

function urlOfResolved(route: RouteDef, query: string): string {
  return `/${pagePathOf(route)}${query ? `?${query}` : ''}`
}

/**
 * A page path that no page answers (a SPEC path such as 'pagesA/login/login' in a link or a share path):
 * opens the page it names with its query, in place of the missing one (or on top with `push`). Returns false when
 * nothing answers.
 */
export async function openMissingPage(path: string, query: QueryParams | string = '', options: { push?: boolean } = {}): Promise<boolean> {
  const queryText = typeof query === 'string' ? query.replace(/^\?/, '') : buildQuery(query).slice(1)
  const target = resolvePagePath(`${path}${queryText ? `?${queryText}` : ''}`)
  if (!target) return false
  const url = urlOfResolved(target.route, target.query)
  // push: on top of the current page (a deep link into the running app) instead of in its place.
  const open = (u: string) => (options.push && Taro.getCurrentPages().length < MAX_STACK ? Taro.navigateTo({ url: u }) : Taro.redirectTo({ url: u }))
  if (target.route.needsLogin && !loginCheck()) await open(loginUrl(url))
  else if (target.route.tab) await Taro.switchTab({ url: '/' + pagePathOf(target.route) })
  else await open(url)
  return true
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}

/** Redirects to login when the current route needs it and the user is logged out. Returns true when it redirected. */
export async function guardCurrentPage(): Promise<boolean> {
  const pages = Taro.getCurrentPages()
  const cur = pages[pages.length - 1]
  if (!cur) return false
  const route = routeByPath(String(cur.route))
  if (!route?.needsLogin || loginCheck()) return false
  const url = `/${String(cur.route).replace(/^\//, '')}${buildQuery(decodeRouteParams(cur.options))}`
  await Taro.redirectTo({ url: loginUrl(url) })
  return true
}
