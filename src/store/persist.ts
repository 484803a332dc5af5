import { z } from 'zod'
import { lazy } from '@/core/lazy'
import { readParsed, removeKey, writeRaw } from '@/platform/storage'

/**
 * A persisted value: one storage key, a zod schema, defaults and an optional migrate step for older shapes.
 * A failed read, parse or validation falls back to defaults (SPEC §8) and never throws. The schema is built on
 * the first read of a stored value, never when the store's module loads (an empty key needs none).
 */
export interface Persisted<T> {
  key: string
  load(): T
  save(value: T): void
  clear(): void
  defaults(): T
  /** Whether a value in the stored shape passes the schema (after migrate): an imported backup is checked with it. */
  accepts(raw: unknown): boolean
}

export function persisted<S extends z.ZodType>(options: {
  key: string
  /** Builds the schema; called once, on the first stored value read or checked. */
  schema: () => S
  defaults: () => z.output<S>
  /** Turns an older stored shape into the current one; return undefined to give up. */
  migrate?: (raw: unknown) => unknown
}): Persisted<z.output<S>> {
  const { key, defaults, migrate } = options
  const schema = lazy(options.schema)
  const value: Persisted<z.output<S>> = {
    key,
    defaults,
    load() {
      return readParsed(
        key,
        (raw) => {
          const r = schema().safeParse(migrate ? migrate(raw) : raw)
          if (!r.success) console.warn(`storage: "${key}" is invalid; using defaults`)
          return r.success ? r.data : undefined
        },
        defaults,
      )
    },
    save(value) {
      writeRaw(key, value)
    },
    clear() {
      removeKey(key)
    },
    accepts(raw) {
      return schema().safeParse(migrate ? migrate(raw) : raw).success
    },
  }
  byKey.set(key, value as Persisted<unknown>)
  return value
}

/** Every persisted value created so far (its module is loaded), by storage key. */
const byKey = new Map<string, Persisted<unknown>>()
export function persistedByKey(key: string): Persisted<unknown> | undefined {
  return byKey.get(key)
}

const reloaders = new Map<string, () => void>()
/** A store that mirrors these storage keys: it reloads when they are replaced from outside (a backup import). */
export function reloadsFrom(keys: readonly string[], reload: () => void): void {
  for (const key of keys) reloaders.set(key, reload)
}
/** Storage keys written from outside the stores: each loaded store that mirrors one of them reloads once. */
export function storageReplaced(keys: Iterable<string>): void {
  const done = new Set<() => void>()
  for (const key of keys) {
    const reload = reloaders.get(key)
    if (reload && !done.has(reload)) {
      done.add(reload)
      reload()
    }
  }
}

/** An object schema whose every field falls back to its own default when the stored value is broken. */
export function fieldsWithDefaults<T extends object>(schema: z.ZodObject, defaults: T): z.ZodType<T> {
  return z.object(
    Object.fromEntries(Object.entries(schema.shape).map(([k, s]) => [k, (s as z.ZodType).catch((defaults as Record<string, unknown>)[k])])),
  ) as unknown as z.ZodType<T>
}
