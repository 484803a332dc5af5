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
