/**
 * A device-side list of last-writer-wins records with tombstones (DESIGN.md §4), shared by the record slices that
 * sync through bindRecordSync (psychological tests, divination history). A record carries updateTime, isDel,
 * isLocal (1 until the server has a copy) and modified (1 while a change is not yet on the server). A delete keeps
 * a tombstone until the server has it; one of a record the server never had goes at once when logged out.
 */
import { z } from 'zod'
import type { ServerRecord } from '@/api/types'
import { loggedInNow } from './account'
import { AUTO_SYNC_DELAY_MS, bindRecordSync, schedule, type RecordKind } from './sync'

const bit = z.union([z.literal(0), z.literal(1)])

/** The sync fields of a stored record (zod shape, spread into a record schema). */
export const syncStampShape = {
  /** Epoch ms of the last change (last writer wins). */
  updateTime: z.number().int().min(0),
  isDel: bit,
  /** 1 until the server has a copy. */
  isLocal: bit,
  /** 1 while a change is not yet on the server. */
  modified: bit,
}

export interface SyncStamp {
  id: string
  createdAt: string
  updateTime: number
  isDel: 0 | 1
  isLocal: 0 | 1
  modified: 0 | 1
}

/** Stamps of a record made on this device at `ms`. */
export const freshStamp = (ms: number) => ({ updateTime: ms, isDel: 0 as const, isLocal: 1 as const, modified: 1 as const })

/** Stamps of an older stored record that had none: updateTime = createdAt, not yet on the server. */
export function stampedLegacy(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object' || 'updateTime' in raw) return raw
  const ms = Date.parse(String((raw as { createdAt?: unknown }).createdAt))
  return { ...freshStamp(Number.isFinite(ms) ? ms : 0), ...raw }
}

export interface SyncedListRules<R extends SyncStamp> {
  /** Live records kept; older ones become tombstones. */
  limit: number
  /** The record with its content dropped (what a tombstone keeps besides its stamps). */
  emptied(r: R): R
  /** Server shape → stored record (isLocal 0, modified 0); undefined when unreadable. */
  fromServer(raw: ServerRecord): R | undefined
}

/** Records not deleted: what the pages list. */
export const liveOf = <R extends SyncStamp>(records: readonly R[]): Exclude<R, { isDel: 1 }>[] =>
  records.filter((r): r is Exclude<R, { isDel: 1 }> => !r.isDel)

/** The record after a local edit at `ms`: a later stamp, pending upload. */
export const edited = <R extends SyncStamp>(r: R, ms: number): R => ({ ...r, modified: 1, updateTime: Math.max(ms, r.updateTime + 1) })

export const tombstoneOf = <R extends SyncStamp>(rules: SyncedListRules<R>, r: R, ms: number): R => ({ ...edited(rules.emptied(r), ms), isDel: 1 })

const newestFirst = (a: SyncStamp, b: SyncStamp) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0)

/** Orders the list newest first, turns live records past the limit into tombstones and drops settled tombstones. */
export function settled<R extends SyncStamp>(rules: SyncedListRules<R>, records: readonly R[], ms: number): R[] {
  let live = 0
  const loggedIn = loggedInNow()
  return [...records]
    .sort(newestFirst)
    .map((r) => (r.isDel || ++live <= rules.limit ? r : tombstoneOf(rules, r, ms)))
    .filter((r) => !r.isDel || (r.modified && !(r.isLocal && !loggedIn)))
}

/** Deletes one record (a tombstone), or every live record when id is null. */
export function withDeleted<R extends SyncStamp>(rules: SyncedListRules<R>, records: readonly R[], id: string | null, ms: number): R[] {
  const hit = (r: R) => !r.isDel && (id === null || r.id === id)
  return settled(
    rules,
    records.map((r) => (hit(r) ? tombstoneOf(rules, r, ms) : r)),
    ms,
  )
}

/** The merged list the server answered: a server copy wins unless the local one is pending and newer. */
export function withPulled<R extends SyncStamp>(rules: SyncedListRules<R>, records: readonly R[], list: readonly ServerRecord[], ms: number): R[] {
  const byId = new Map(records.map((r) => [r.id, r]))
  for (const raw of list) {
    const theirs = rules.fromServer(raw)
    if (!theirs) continue
    const mine = byId.get(theirs.id)
    if (mine && mine.modified && mine.updateTime > theirs.updateTime) continue
    byId.set(theirs.id, theirs)
  }
  return settled(rules, [...byId.values()], ms)
}

/** Plugs a slice into auto and manual sync: pushes its pending records, applies the answer, syncs on changes. */
export function bindSyncedList<S, R extends SyncStamp>(
  kind: Exclude<RecordKind, 'birth'>,
  store: { getState(): S; subscribe(listener: (s: S, prev: S) => void): () => void },
  parts: { records(s: S): readonly R[]; toServer(r: R): ServerRecord; pulled(list: ServerRecord[]): void },
): void {
  bindRecordSync(kind, {
    pending: () =>
      parts
        .records(store.getState())
        .filter((r) => r.modified)
        .map(parts.toServer),
    serverListReceived: parts.pulled,
    subscribe: (changed) =>
      store.subscribe((s, prev) => {
        const now = parts.records(s)
        if (now !== parts.records(prev) && now.some((r) => r.modified)) changed(AUTO_SYNC_DELAY_MS)
      }),
  })
  // The first time the list is read while logged in: bring it up to date.
  schedule(kind, AUTO_SYNC_DELAY_MS)
}
