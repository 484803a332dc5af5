/** Reading a command's JSON input: checks shared by the engine CLI commands. */
import { inputError } from '@/core/errors'

/** The field as an object, undefined when absent; anything else is an input error bad_<name>. */
export function objectOf(v: unknown, name: string): Record<string, unknown> | undefined {
  if (v === undefined) return undefined
  if (typeof v !== 'object' || v === null || Array.isArray(v)) inputError('bad_' + name, `${name} 应为对象`)
  return v as Record<string, unknown>
}

/** The input's settings object with the named top-level fields laid over it (`{"jia":"month"}` as well as `{"settings":{…}}`). */
export function settingsWithFlags(input: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = { ...objectOf(input.settings, 'settings') }
  for (const k of keys) if (input[k] !== undefined) out[k] = input[k]
  return out
}

/** ISO 8601 UTC of a Julian Day (UT), to the second: the date format of every engine answer. */
export function isoOfJdUT(jdUT: number): string {
  return new Date(Math.round((jdUT - 2440587.5) * 86400) * 1000).toISOString().replace('.000Z', 'Z')
}

/** A finite number field within [min, max], or the default when absent; anything else is bad_<name>. */
export function numberIn(v: unknown, name: string, min: number, max: number, def: number): number {
  if (v === undefined) return def
  const x = typeof v === 'string' && v.trim() !== '' ? Number(v) : v
  if (typeof x !== 'number' || !Number.isFinite(x) || x < min || x > max)
    inputError('bad_' + name, `${name} 应为 ${min} 到 ${max} 之间的数：${JSON.stringify(v)}`)
  return x
}

/** One of the allowed strings, or the default when absent; anything else is bad_<name>. */
export function oneOf<T extends string>(v: unknown, name: string, allowed: readonly T[], def: T): T {
  if (v === undefined) return def
  if (typeof v !== 'string' || !(allowed as readonly string[]).includes(v))
    inputError('bad_' + name, `${name} 应为 ${allowed.join(' / ')}：${JSON.stringify(v)}`)
  return v as T
}

/** Field names no command reads and that break JavaScript's conversions when JSON.parse makes them own properties. */
const RESERVED_KEYS = new Set(['toString', 'valueOf', 'constructor', '__proto__', 'toJSON'])

/**
 * Refuses an input holding a reserved field name at any depth ({"date":{"toString":[]}} would make String() and
 * Number() throw inside the engines): bad_field, exit 2; and any object JSON.parse cannot make (bad_json).
 */
export function assertPlainInput(value: unknown, path = 'input', depth = 0): void {
  if (depth > 32) inputError('bad_json', '输入嵌套过深')
  if (Array.isArray(value)) value.forEach((v, i) => assertPlainInput(v, `${path}[${i}]`, depth + 1))
  else if (value && typeof value === 'object') {
    // JSON.parse only makes plain objects; anything else (a null prototype, a class instance) is not JSON input.
    if (Object.getPrototypeOf(value) !== Object.prototype) inputError('bad_json', `${path} 不是 JSON 对象`)
    for (const k of Object.keys(value)) {
      if (RESERVED_KEYS.has(k)) inputError('bad_field', `${path} 含有不允许的字段名 "${k}"`)
      assertPlainInput((value as Record<string, unknown>)[k], `${path}.${k}`, depth + 1)
    }
  }
}
