/**
 * Merit counter sync (docs/wellness.md): when logged in and auto-sync is on, this device's unconfirmed day counts
 * go to /Merit/Sync 1.5 s after the last knock, after a login, when the network comes back and when a page asks.
 * Counts are absolute and grow only, so a failed or repeated call is simply sent again later.
 */
import { syncMerit } from '@/api/merit'
import { onBackOnline } from '@/platform/network'
import { loggedInNow } from './account'
import { clientId } from './client-id'
import { pendingDays } from './merit-model'
import { useMerit } from './merit-counter'
import { useSession } from './session'
import { useSyncSettings } from './sync-settings'

export const MERIT_SYNC_DELAY_MS = 1500

/** The server's device id for this device and account epoch. */
export function meritDeviceId(): string {
  return `${clientId()}-${useMerit.getState().counter.epoch}`
}

let running: Promise<boolean> | null = null

/** One sync call (queued behind a running one). Answers whether the server answered. */
export function syncMeritNow(): Promise<boolean> {
  if (running) return running.then(() => syncMeritNow())
  const info = useSession.getState().loginInfo
  if (!loggedInNow() || !info || !useSyncSettings.getState().autoSync) return Promise.resolve(false)
  const p = (async () => {
    try {
      useMerit.getState().ownerSyncing(String(info.user.uid))
      const s = useMerit.getState().counter
      const word = s.wordTime > 0 ? { word_type: s.wordType, word: s.word, update_time: s.wordTime } : undefined
      const answer = await syncMerit({ device: meritDeviceId(), list: pendingDays(s), word }, { toast: false })
      // The account may have changed during the call: its answer is dropped.
      if (String(useSession.getState().loginInfo?.user.uid) !== String(info.user.uid)) return false
      useMerit.getState().syncAnswered(answer)
      return true
    } catch (e) {
      console.warn('merit sync failed', e)
      return false
    } finally {
      running = null
    }
  })()
  running = p
  return p
}

let timer: ReturnType<typeof setTimeout> | null = null

export function scheduleMeritSync(delayMs = MERIT_SYNC_DELAY_MS): void {
  if (!loggedInNow()) return
  if (timer) clearTimeout(timer)
  timer = setTimeout(() => {
    timer = null
    void syncMeritNow()
  }, delayMs)
}

let offs: (() => void)[] = []

/** Subscribes the merit sync (once, at launch). Answers the uninstall function (tests). */
export function installMeritSync(): () => void {
  if (offs.length) return uninstallMeritSync
  offs.push(
    useMerit.subscribe((s, prev) => {
      if (s.localChanges !== prev.localChanges) scheduleMeritSync()
    }),
    useSession.subscribe((s, prev) => {
      const uid = s.loginInfo?.token ? String(s.loginInfo.user.uid) : null
      const before = prev.loginInfo?.token ? String(prev.loginInfo.user.uid) : null
      if (uid === before) return
      if (!uid) useMerit.getState().accountLeft()
      else scheduleMeritSync(0)
    }),
    onBackOnline(() => scheduleMeritSync(0)),
  )
  return uninstallMeritSync
}

export function uninstallMeritSync(): void {
  for (const off of offs) off()
  offs = []
  if (timer) clearTimeout(timer)
  timer = null
}
