import { configureApi, resetApi } from '@/api/request'
import { installApi, setAccountClock } from '@/store/account'
import { useSession } from '@/store/session'
import { fake } from '../../doubles/taro'
import { setFeedback, type Feedback } from '@/platform/feedback'
import type { TransportRequest } from '@/platform/request'

/** A scripted backend for store tests: answers per path, records calls, toasts and dialogs. */
export function fakeServer() {
  const s = {
    calls: [] as TransportRequest[],
    toasts: [] as string[],
    dialogs: [] as { title?: string; content: string }[],
    confirmAnswer: true,
    routes: new Map<string, (body: unknown) => { code: number | string; msg?: string; data?: unknown }>(),
    paths(): string[] {
      return s.calls.map((c) => c.url.replace('http://t/api', ''))
    },
  }
  const fb: Feedback = {
    toast: (m) => void s.toasts.push(m),
    showLoading: () => undefined,
    hideLoading: () => undefined,
    confirm: async (o) => {
      s.dialogs.push({ title: o.title, content: o.content })
      return s.confirmAnswer
    },
  }
  resetApi()
  setFeedback(fb)
  configureApi({
    baseUrl: 'http://t/api',
    feedback: () => fb,
    networkType: async () => 'wifi',
    transport: async (req) => {
      s.calls.push(req)
      const path = req.url.replace('http://t/api', '')
      const h = s.routes.get(path)
      if (!h) return { statusCode: 404, data: { code: 404, msg: 'no route', data: null } }
      return { statusCode: 200, data: { msg: 'ok', data: null, ...h(req.data) } }
    },
  })
  return { s, fb }
}

export const USER = { uid: 7, nickname: 'A', avatar: '', coin_num: 500, roles: [], permissions: [] }
export const info = (coins = 500, token = 'tok') => ({ token, token_expired: 4_000_000_000_000, user: { ...USER, coin_num: coins } })

/**
 * A logged-out session on a fresh fake server with the account clock at 2026-11-21 02:00 UTC: the start of every
 * account-actions test. Returns the server's record.
 */
export function freshAccountServer() {
  fake.reset()
  useSession.getState().loggedOut()
  setAccountClock(() => Date.UTC(2026, 10, 21, 2))
  const srv = fakeServer().s
  installApi()
  return srv
}

/** Serves `path` as a one-list sync route: it keeps the newer copy of each id and answers all it holds. */
export function lastWriterWinsRoute(s: ReturnType<typeof fakeServer>['s'], path: string): void {
  const held = new Map<string, Record<string, unknown>>()
  s.routes.set(path, (b) => {
    for (const r of (b as { list: Record<string, unknown>[] }).list) {
      const old = held.get(String(r.id))
      if (!old || Number(old.update_time) < Number(r.update_time)) held.set(String(r.id), { ...r, is_local: 0 })
    }
    return { code: 0, data: { list: [...held.values()] } }
  })
}
