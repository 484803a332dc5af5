/**
 * User-edited records synced with snake-case flags (SPEC §3 Arabic point and chart style): last writer wins on
 * update_time; a record the server never had is removed on delete, a synced one stays as a tombstone (is_del 1,
 * modified 1) until the server has it (SPEC §4).
 */

export interface FlaggedRecord {
  id: number
  update_time: number
  is_del: 0 | 1
  is_local: 0 | 1
  modified: 0 | 1
}

/** SPEC §4 delete: a local-only record goes; a synced one becomes a tombstone stamped `nowMs`. */
export function deletedRecord<R extends FlaggedRecord>(list: readonly R[], id: number, nowMs: number): R[] {
  const old = list.find((r) => r.id === id)
  if (!old) return [...list]
  if (old.is_local) return list.filter((r) => r.id !== id)
  return list.map((r) => (r.id === id ? { ...r, is_del: 1 as const, modified: 1 as const, update_time: nowMs } : r))
}

/** Records the server must receive: never uploaded, or changed since. */
export const pendingRecords = <R extends FlaggedRecord>(list: readonly R[]): R[] => list.filter((r) => r.is_local || r.modified)

/**
 * The list after the server's answer: a server copy (read as is_local 0, modified 0) wins unless the local one is
 * pending and newer; settled tombstones are dropped.
 */
export function mergedServerList<R extends FlaggedRecord>(
  list: readonly R[],
  answer: readonly unknown[],
  read: (raw: unknown) => R | undefined,
): R[] {
  const byId = new Map(list.map((r) => [r.id, r]))
  for (const raw of answer) {
    const theirs = raw && typeof raw === 'object' ? read({ ...raw, is_local: 0, modified: 0 }) : undefined
    if (!theirs) continue
    const mine = byId.get(theirs.id)
    if (mine && mine.modified && mine.update_time > theirs.update_time) continue
    byId.set(theirs.id, theirs)
  }
  return [...byId.values()].filter((r) => !(r.is_del && !r.modified))
}
