/**
 * Birth profiles (SPEC §3, §4). Storage keys: birthInfoList, chartBirth, chartBirthLast (SPEC §3),
 * copyCode (the last clipboard code handled, SPEC §5), pairChartBirths (the two ids of a pair chart, SPEC §4)
 * and firstRunDone (the first-run step was answered). Every transition is a named action; stored text that
 * fails to parse falls back to the samples (SPEC §8).
 */
import { create } from 'zustand'
import { z } from 'zod'
import { deviceTimeZone, deviceUtcOffsetMinutes } from '@/platform/system'
import {
  defaultPlaceForDevice,
  fromServerBirth,
  isSample,
  normaliseLocal,
  sampleBirths,
  storedBirthListSchema,
  storedBirthSchema,
  type LocalBirth,
  type ServerBirth,
} from '@/births/model'
import { isUsableShared } from '@/births/validate'
import { persisted } from './persist'

export { isSample } from '@/births/model'

let clock: () => number = () => Date.now()
/** Tests fix the clock; ids and updateTime come from it. */
export function setBirthClock(next: (() => number) | null): void {
  clock = next ?? (() => Date.now())
}

/** SPEC §3: the default place by the device's time zone. */
export const deviceDefaultPlace = () => defaultPlaceForDevice(deviceUtcOffsetMinutes(), deviceTimeZone)
const samples = () => sampleBirths(deviceDefaultPlace())

export const birthListStore = persisted({ key: 'birthInfoList', schema: storedBirthListSchema, defaults: samples })
export const chartBirthStore = persisted({ key: 'chartBirth', schema: () => storedBirthSchema().nullable(), defaults: (): LocalBirth | null => null })
export const chartBirthLastStore = persisted({
  key: 'chartBirthLast',
  schema: () => storedBirthSchema().nullable(),
  defaults: (): LocalBirth | null => null,
})
export const copyCodeStore = persisted({ key: 'copyCode', schema: () => z.string(), defaults: () => '' })
export const pairBirthIdsStore = persisted({
  key: 'pairChartBirths',
  schema: () => z.tuple([z.number().nullable(), z.number().nullable()]),
  defaults: (): [number | null, number | null] => [null, null],
})
export const firstRunDoneStore = persisted({ key: 'firstRunDone', schema: () => z.boolean(), defaults: () => false })

export type BirthDraft = Partial<Omit<LocalBirth, 'id' | 'setType' | 'isLocal' | 'isDel' | 'modified' | 'updateTime'>>

export interface BirthsState {
  /** All records, deleted synced ones included (isDel 1); the front is the most recent. */
  list: LocalBirth[]
  /** The profile charts open with; never null after hydrate (falls back to the first visible entry). */
  chartBirth: LocalBirth | null
  chartBirthLast: LocalBirth | null
  /** The two profiles of a pair chart (synastry, composite); kept by id across reloads. */
  pairBirths: [LocalBirth | null, LocalBirth | null]
  copyCode: string
  /** The first-run step (enter one's own birth) was answered: entered or skipped. */
  firstRunDone: boolean

  birthCreated(draft: BirthDraft, options?: { makeCurrent?: boolean }): LocalBirth
  birthEdited(birth: LocalBirth, options?: { stampTime?: boolean }): LocalBirth
  birthDeleted(id: number): void
  birthTopToggled(id: number): void
  chartBirthChosen(id: number): void
  pairBirthsChosen(a: number | null, b: number | null): void
  /** First run: the user's own birth (type 0) becomes current and replaces the unedited seeded self sample. */
  ownBirthEntered(draft: BirthDraft): LocalBirth
  firstRunSkipped(): void
  /** A birth read from a share code: setType 1; ignored (null) without date and time. */
  sharedBirthAdded(shared: ServerBirth | null | undefined, copyCode?: string): LocalBirth | null
  copyCodeSeen(code: string): void
  /** After a successful upload: those records become isLocal 0, modified 0. */
  uploaded(ids: readonly number[]): void
  /** Server list after a sync: newer server copies replace local ones; server tombstones drop unmodified records. */
  serverListReceived(list: readonly ServerBirth[]): void
  hydrate(): void
}

export const visible = (list: readonly LocalBirth[]) => list.filter((b) => !b.isDel)

/** SPEC §4: the current chart birth falls back to the first entry when it is no longer in the list. */
export function resolveChartBirth(list: readonly LocalBirth[], current: LocalBirth | null): LocalBirth | null {
  const rows = visible(list)
  if (current) {
    const same = rows.find((b) => b.id === current.id)
    if (same) return same
  }
  return rows[0] ?? null
}

function uniqueId(list: readonly LocalBirth[], t: number): number {
  let id = t
  while (list.some((b) => b.id === id)) id++
  return id
}

const pairIds = (pair: readonly (LocalBirth | null)[]): [number | null, number | null] => [pair[0]?.id ?? null, pair[1]?.id ?? null]

function load() {
  const list = birthListStore.load()
  const chartBirth = resolveChartBirth(list, chartBirthStore.load())
  const find = (id: number | null) => (id === null ? null : (list.find((b) => b.id === id && !b.isDel) ?? null))
  const [a, b] = pairBirthIdsStore.load()
  return {
    list,
    chartBirth,
    chartBirthLast: chartBirthLastStore.load(),
    pairBirths: [find(a), find(b)] as [LocalBirth | null, LocalBirth | null],
    copyCode: copyCodeStore.load(),
    firstRunDone: firstRunDoneStore.load(),
  }
}

/** The first-run step is offered while it was not answered and the chart birth is still a seeded sample. */
export const selectNeedsFirstRun = (s: Pick<BirthsState, 'firstRunDone' | 'chartBirth'>): boolean =>
  !s.firstRunDone && (!s.chartBirth || isSample(s.chartBirth))

export const useBirths = create<BirthsState>()((set, get) => {
  /** Writes the list and re-derives the chart births: edits propagate to current, last and pair (SPEC §4). */
  function commit(
    list: LocalBirth[],
    extra: Partial<Pick<BirthsState, 'chartBirth' | 'chartBirthLast' | 'pairBirths'>> = {},
    renamed?: { from: number; to: LocalBirth },
  ) {
    const s = get()
    const swap = (b: LocalBirth | null): LocalBirth | null => {
      if (!b) return b
      if (renamed && b.id === renamed.from) return renamed.to
      return list.find((x) => x.id === b.id && !x.isDel) ?? b
    }
    let chartBirth = 'chartBirth' in extra ? extra.chartBirth! : swap(s.chartBirth)
    chartBirth = resolveChartBirth(list, chartBirth)
    let chartBirthLast = 'chartBirthLast' in extra ? extra.chartBirthLast! : swap(s.chartBirthLast)
    if (chartBirthLast && !list.some((b) => b.id === chartBirthLast!.id && !b.isDel)) chartBirthLast = null
    const pair = extra.pairBirths ?? s.pairBirths
    const alive = (b: LocalBirth | null) => (b && list.some((x) => x.id === b.id && !x.isDel) ? b : null)
    const pairBirths: [LocalBirth | null, LocalBirth | null] = [alive(swap(pair[0])), alive(swap(pair[1]))]
    birthListStore.save(list)
    chartBirthStore.save(chartBirth)
    chartBirthLastStore.save(chartBirthLast)
    pairBirthIdsStore.save(pairIds(pairBirths))
    set({ list, chartBirth, chartBirthLast, pairBirths })
  }

  function markFirstRunDone() {
    firstRunDoneStore.save(true)
    set({ firstRunDone: true })
  }

  return {
    ...load(),

    birthCreated(draft, options = {}) {
      const s = get()
      const now = clock()
      const base = normaliseLocal({ ...draft, id: uniqueId(s.list, now) })!
      const birth: LocalBirth = { ...base, setType: 0, isLocal: 1, isDel: 0, modified: 0, updateTime: now }
      const list = [birth, ...s.list]
      if (options.makeCurrent) commit(list, { chartBirth: birth, chartBirthLast: s.chartBirth?.id === birth.id ? s.chartBirthLast : s.chartBirth })
      else commit(list)
      return birth
    },

    birthEdited(edited, options = {}) {
      const s = get()
      const old = s.list.find((b) => b.id === edited.id)
      const now = clock()
      let next: LocalBirth = normaliseLocal(edited)!
      next = { ...next, modified: 1, updateTime: options.stampTime === false ? (old?.updateTime ?? next.updateTime) : now }
      // Editing a sample makes it the user's own copy: new id, setType 1.
      if (old && old.setType === 0 && old.isLocal && isSample(old)) next = { ...next, id: uniqueId(s.list, now), setType: 1, isLocal: 1 }
      const rest = s.list.filter((b) => b.id !== edited.id)
      commit([next, ...rest], {}, { from: edited.id, to: next })
      return next
    },

    birthDeleted(id) {
      const s = get()
      const old = s.list.find((b) => b.id === id)
      if (!old) return
      const list = old.isLocal
        ? s.list.filter((b) => b.id !== id)
        : s.list.map((b) => (b.id === id ? { ...b, isDel: 1 as const, modified: 1 as const, updateTime: clock() } : b))
      commit(list, { chartBirthLast: s.chartBirthLast?.id === id ? null : s.chartBirthLast })
    },

    birthTopToggled(id) {
      const s = get()
      commit(s.list.map((b) => (b.id === id ? { ...b, isTop: b.isTop ? (0 as const) : (1 as const), modified: 1 as const, updateTime: clock() } : b)))
    },

    chartBirthChosen(id) {
      const s = get()
      const b = s.list.find((x) => x.id === id && !x.isDel)
      if (!b || s.chartBirth?.id === id) return
      commit(s.list, { chartBirth: b, chartBirthLast: s.chartBirth })
    },

    pairBirthsChosen(a, b) {
      const s = get()
      const find = (id: number | null) => (id === null ? null : (s.list.find((x) => x.id === id && !x.isDel) ?? null))
      const pairBirths: [LocalBirth | null, LocalBirth | null] = [find(a), find(b)]
      pairBirthIdsStore.save(pairIds(pairBirths))
      set({ pairBirths })
    },

    ownBirthEntered(draft) {
      const created = get().birthCreated({ ...draft, type: 0 }, { makeCurrent: true })
      const s = get()
      const seededSelf = s.list.find((b) => isSample(b) && b.type === 0)
      if (seededSelf) {
        commit(
          s.list.filter((b) => b.id !== seededSelf.id),
          { chartBirthLast: s.chartBirthLast?.id === seededSelf.id ? null : s.chartBirthLast },
        )
      }
      markFirstRunDone()
      return created
    },

    firstRunSkipped() {
      markFirstRunDone()
    },

    sharedBirthAdded(shared, code) {
      if (code) get().copyCodeSeen(code)
      if (!shared || !isUsableShared(shared)) return null
      const fromCode = fromServerBirth({ ...shared, id: 0 })
      if (!fromCode) return null
      const s = get()
      const now = clock()
      const birth: LocalBirth = { ...fromCode, id: uniqueId(s.list, now), setType: 1, isLocal: 1, isDel: 0, isTop: 0, modified: 1, updateTime: now }
      commit([birth, ...s.list])
      return birth
    },

    copyCodeSeen(code) {
      copyCodeStore.save(code)
      set({ copyCode: code })
    },

    uploaded(ids) {
      const s = get()
      const done = new Set(ids)
      commit(s.list.map((b) => (done.has(b.id) ? { ...b, isLocal: 0 as const, modified: 0 as const } : b)))
    },

    serverListReceived(serverList) {
      const s = get()
      const byId = new Map(s.list.map((b) => [b.id, b]))
      const order = s.list.map((b) => b.id)
      for (const raw of serverList) {
        const b = fromServerBirth(raw)
        if (!b) continue
        const mine = byId.get(b.id)
        if (mine && mine.modified && mine.updateTime > b.updateTime) continue
        if (b.isDel) {
          byId.delete(b.id)
          continue
        }
        if (!mine) order.push(b.id)
        byId.set(b.id, b)
      }
      commit(order.filter((id) => byId.has(id)).map((id) => byId.get(id)!))
    },

    hydrate() {
      set(load())
    },
  }
})

export const selectVisibleBirths = (s: BirthsState) => visible(s.list)
