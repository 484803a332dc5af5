/**
 * Sync side effects (SPEC §4 settings sync, DESIGN.md §4), subscribed outside the reducers:
 * - settings: a download writes all thirteen groups; a local change uploads silently (no indicator, no toast)
 *   when logged in and autoSync and the settings switch are on;
 * - births and groups, Arabic points, chart styles: auto-sync 100 ms after a change (300 ms after a pin),
 *   when logged in and autoSync and that kind's switch are on. Points, styles, psychological test records and
 *   the divination history (the last two follow autoSync alone: SPEC §3 gives them no switch) and the meditation
 *   history (its own switch) plug in with bindRecordSync.
 */
import { SETTINGS_GROUPS } from '@/api/settings-groups'
import { syncBirths } from '@/api/birth'
import { syncArabicPoints, syncChartStyles, syncDivinationRecords, syncMeditationRecords, syncPsychRecords } from '@/api/records'
import { downloadSettings, uploadSettings, type SettingsGroups as ApiGroups } from '@/api/settings'
import type { ServerRecord } from '@/api/types'
import { toServerBirth, toServerGroup, type LocalBirth } from '@/births/model'
import { feedback } from '@/platform/feedback'
import { isSample, useBirths } from './births'
import { useGroups } from './groups'
import { loggedInNow, t } from './account'
import { useSettingsGroups, type SettingsGroupName } from './settings-groups'
import { autoSyncOn, useSyncSettings } from './sync-settings'

export const AUTO_SYNC_DELAY_MS = 100
export const PIN_SYNC_DELAY_MS = 300

export interface CallFlags {
  loading?: boolean
  toast?: boolean
}

// ---- settings ------------------------------------------------------------------------------------------

export function settingsPayload(): ApiGroups {
  const g = useSettingsGroups.getState().groups as unknown as Record<string, Record<string, unknown>>
  return Object.fromEntries(SETTINGS_GROUPS.map((k) => [k, g[k]])) as ApiGroups
}

/** Uploads all thirteen groups. Manual: loading + 上传成功; automatic: silent. */
export async function uploadSettingsNow(flags: CallFlags = {}): Promise<boolean> {
  if (!loggedInNow()) return false
  try {
    await uploadSettings(settingsPayload(), { loading: flags.loading ?? false, toast: flags.toast ?? false })
    if (flags.toast) feedback().toast(t('account.sync.uploaded'), { durationMs: 1000 })
    return true
  } catch (e) {
    console.warn('settings upload failed', e)
    return false
  }
}

/** SPEC §4: on success all thirteen groups are written locally; on failure the message is toasted only with the toast flag. */
export async function downloadSettingsNow(flags: CallFlags = {}): Promise<boolean> {
  if (!loggedInNow()) return false
  try {
    const data = await downloadSettings({ loading: flags.loading ?? false, toast: flags.toast ?? false })
    const groups = Object.fromEntries(SETTINGS_GROUPS.filter((k) => data && k in data).map((k) => [k, (data as Record<string, unknown>)[k]]))
    useSettingsGroups.getState().groupsDownloaded(groups as Partial<Record<SettingsGroupName, unknown>>)
    if (flags.toast) feedback().toast(t('account.sync.downloaded'), { durationMs: 1000 })
    return true
  } catch (e) {
    console.warn('settings download failed', e)
    return false
  }
}

// ---- records: births + groups, Arabic points, chart styles ---------------------------------------------

export type RecordKind = 'birth' | 'arabicPoints' | 'chartStyles' | 'psych' | 'divination' | 'meditation'

/** How a record slice takes part in sync (the Arabic point and chart style slices call bindRecordSync). */
export interface RecordSyncBinding {
  /** Records to push (local-only or modified), in the server shape. */
  pending(): ServerRecord[]
  /** The merged list the server answered. */
  serverListReceived(list: ServerRecord[]): void
  /** Calls back with a delay (100 ms, or 300 ms for a pin) whenever a local change should sync. */
  subscribe(changed: (delayMs: number) => void): () => void
}

const bindings = new Map<RecordKind, RecordSyncBinding>()
const running = new Map<RecordKind, Promise<boolean>>()

const RECORD_CALLS: Record<Exclude<RecordKind, 'birth'>, (list: ServerRecord[], f: CallFlags) => Promise<{ list: ServerRecord[] }>> = {
  arabicPoints: (list, f) => syncArabicPoints(list, f),
  chartStyles: (list, f) => syncChartStyles(list, f),
  psych: (list, f) => syncPsychRecords(list, f),
  divination: (list, f) => syncDivinationRecords(list, f),
  meditation: (list, f) => syncMeditationRecords(list, f),
}

/** Pushes what is pending and applies the merged answer. Manual calls pass loading/toast (完成同步). */
export function syncRecordsNow(kind: RecordKind, flags: CallFlags = {}): Promise<boolean> {
  const busy = running.get(kind)
  if (busy) return busy.then(() => syncRecordsNow(kind, flags))
  if (!loggedInNow()) return Promise.resolve(false)
  const p = (async () => {
    try {
      if (kind === 'birth') await syncBirthsOnce(flags)
      else {
        const b = bindings.get(kind)
        if (!b) return false
        const res = await RECORD_CALLS[kind](b.pending(), { loading: flags.loading, toast: flags.toast ?? false })
        b.serverListReceived(res.list ?? [])
      }
      if (flags.toast) feedback().toast(t('account.sync.synced'), { durationMs: 1000 })
      return true
    } catch (e) {
      console.warn(`${kind} sync failed`, e)
      return false
    } finally {
      running.delete(kind)
    }
  })()
  running.set(kind, p)
  return p
}

/** Births whose changes must reach the server: local-only or modified, samples excepted. */
export function pendingBirths(list: readonly LocalBirth[]): LocalBirth[] {
  return list.filter((b) => (b.isLocal || b.modified) && !isSample(b))
}

async function syncBirthsOnce(flags: CallFlags): Promise<void> {
  const births = pendingBirths(useBirths.getState().list)
  const groups = useGroups.getState().groups.filter((g) => g.isLocal || g.modified)
  const pushed = new Map(births.map((b) => [b.id, b.updateTime]))
  const pushedGroups = new Map(groups.map((g) => [g.id, g.updateTime]))
  const res = await syncBirths(
    { list: births.map((b) => toServerBirth(b)), group_list: groups.map(toServerGroup) },
    { loading: flags.loading, toast: flags.toast ?? false },
  )
  useBirths.getState().serverListReceived(res.list ?? [])
  useGroups.getState().serverListReceived(res.group_list ?? [])
  // Records pushed and not edited meanwhile are settled (an edit during the call keeps modified 1).
  const settled = useBirths
    .getState()
    .list.filter((b) => pushed.get(b.id) === b.updateTime && (b.isLocal || b.modified))
    .map((b) => b.id)
  if (settled.length) useBirths.getState().uploaded(settled)
  const settledGroups = useGroups
    .getState()
    .groups.filter((g) => pushedGroups.get(g.id) === g.updateTime && (g.isLocal || g.modified))
    .map((g) => g.id)
  if (settledGroups.length) useGroups.getState().uploaded(settledGroups)
}

/** Changes between two birth lists that only flip the pin (isTop): the 300 ms case. */
export function onlyPinChanged(prev: readonly LocalBirth[], next: readonly LocalBirth[]): boolean {
  if (prev.length !== next.length) return false
  const before = new Map(prev.map((b) => [b.id, b]))
  let pins = 0
  for (const b of next) {
    const a = before.get(b.id)
    if (!a) return false
    if (a === b) continue
    const { isTop: _t1, updateTime: _u1, modified: _m1, ...ra } = a
    const { isTop: _t2, updateTime: _u2, modified: _m2, ...rb } = b
    if (JSON.stringify(ra) !== JSON.stringify(rb)) return false
    if (a.isTop !== b.isTop) pins++
  }
  return pins > 0
}

/** Signature of what is pending: a change schedules a sync only when it adds or alters pending records. */
function pendingSignature(): string {
  const b = pendingBirths(useBirths.getState().list).map((x) => `${x.id}:${x.updateTime}:${x.isDel}`)
  const g = useGroups
    .getState()
    .groups.filter((x) => x.isLocal || x.modified)
    .map((x) => `${x.id}:${x.updateTime}:${x.isDel}`)
  return `${b.join(',')}|${g.join(',')}`
}

const birthBinding = {
  subscribe(changed: (delayMs: number) => void): () => void {
    let last = pendingSignature()
    const check = (delay: number) => {
      const sig = pendingSignature()
      if (sig === last) return
      last = sig
      if (sig !== '|') changed(delay)
    }
    const offB = useBirths.subscribe((s, prev) => check(onlyPinChanged(prev.list, s.list) ? PIN_SYNC_DELAY_MS : AUTO_SYNC_DELAY_MS))
    const offG = useGroups.subscribe(() => check(AUTO_SYNC_DELAY_MS))
    return () => {
      offB()
      offG()
    }
  },
}

/** Plugs a record slice (Arabic points, chart styles) into auto and manual sync. */
export function bindRecordSync(kind: Exclude<RecordKind, 'birth'>, binding: RecordSyncBinding): () => void {
  bindings.set(kind, binding)
  const off = installed ? binding.subscribe((d) => schedule(kind, d)) : null
  return () => {
    off?.()
    if (bindings.get(kind) === binding) bindings.delete(kind)
  }
}

// ---- scheduling -------------------------------------------------------------------------------------

const SWITCH_OF: Record<RecordKind, 'birth' | 'arabicPoints' | 'chartStyles' | 'meditation' | null> = {
  birth: 'birth',
  arabicPoints: 'arabicPoints',
  chartStyles: 'chartStyles',
  psych: null,
  divination: null,
  meditation: 'meditation',
}
/** autoSync and the kind's own switch (a kind without one follows autoSync alone). */
const kindOn = (kind: RecordKind): boolean => {
  const own = SWITCH_OF[kind]
  return own ? autoSyncOn(own) : useSyncSettings.getState().autoSync
}
const timers = new Map<RecordKind, ReturnType<typeof setTimeout>>()

/** Debounced: the last change decides the delay. Runs only when logged in and the switches are on. */
export function schedule(kind: RecordKind, delayMs: number): void {
  if (!kindOn(kind) || !loggedInNow()) return
  const prev = timers.get(kind)
  if (prev) clearTimeout(prev)
  timers.set(
    kind,
    setTimeout(() => {
      timers.delete(kind)
      if (kindOn(kind) && loggedInNow()) void syncRecordsNow(kind)
    }, delayMs),
  )
}

let installed = false
let offs: (() => void)[] = []

/** Subscribes the auto-sync (once, at launch). Answers the uninstall function (tests). */
export function installSync(): () => void {
  if (installed) return uninstallSync
  installed = true
  offs.push(
    useSettingsGroups.subscribe((s, prev) => {
      if (s.groups === prev.groups || !s.lastChange || s.lastChange.source === 'download') return
      if (autoSyncOn('settings') && loggedInNow()) void uploadSettingsNow()
    }),
  )
  offs.push(birthBinding.subscribe((d) => schedule('birth', d)))
  for (const [kind, b] of bindings) offs.push(b.subscribe((d) => schedule(kind, d)))
  return uninstallSync
}

export function uninstallSync(): void {
  for (const off of offs) off()
  offs = []
  for (const t of timers.values()) clearTimeout(t)
  timers.clear()
  installed = false
}

/**
 * After a login: births merge both ways; settings come down when the account has some stored, else the
 * local ones go up. Follows the switches.
 */
export async function syncAfterLogin(): Promise<void> {
  const s = useSyncSettings.getState()
  if (!s.autoSync) return
  const jobs: Promise<unknown>[] = []
  if (s.birth) jobs.push(syncRecordsNow('birth'))
  if (s.arabicPoints && bindings.has('arabicPoints')) jobs.push(syncRecordsNow('arabicPoints'))
  if (s.chartStyles && bindings.has('chartStyles')) jobs.push(syncRecordsNow('chartStyles'))
  if (s.meditation && bindings.has('meditation')) jobs.push(syncRecordsNow('meditation'))
  for (const kind of ['psych', 'divination'] as const) if (bindings.has(kind)) jobs.push(syncRecordsNow(kind))
  if (s.settings) {
    jobs.push(
      (async () => {
        try {
          const data = await downloadSettings({ toast: false })
          if (data && Number(data.update_time) > 0) {
            const groups = Object.fromEntries(SETTINGS_GROUPS.filter((k) => k in data).map((k) => [k, (data as Record<string, unknown>)[k]]))
            useSettingsGroups.getState().groupsDownloaded(groups as Partial<Record<SettingsGroupName, unknown>>)
          } else await uploadSettingsNow()
        } catch (e) {
          console.warn('settings sync after login failed', e)
        }
      })(),
    )
  }
  await Promise.all(jobs)
}
