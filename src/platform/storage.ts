import Taro from '@tarojs/taro'

/** Synchronous key-value storage. Taro's sync API on every target; tests swap in a memory backend. */
export interface StorageBackend {
  get(key: string): unknown
  set(key: string, value: unknown): void
  remove(key: string): void
}

const taroBackend: StorageBackend = {
  get: (key) => Taro.getStorageSync(key),
  set: (key, value) => Taro.setStorageSync(key, value),
  remove: (key) => Taro.removeStorageSync(key),
}

let backend: StorageBackend = taroBackend

export function setStorageBackend(next: StorageBackend | null): void {
  backend = next ?? taroBackend
}

export function memoryStorage(initial: Record<string, unknown> = {}): StorageBackend & { data: Map<string, unknown> } {
  const data = new Map(Object.entries(initial))
  return { data, get: (k) => data.get(k), set: (k, v) => void data.set(k, v), remove: (k) => void data.delete(k) }
}

/** Reads a raw value; a throwing backend (quota, corrupt file) reads as missing. */
export function readRaw(key: string): unknown {
  try {
    const v = backend.get(key)
    return v === '' ? undefined : v
  } catch (e) {
    console.warn(`storage: read of "${key}" failed`, e)
    return undefined
  }
}

export function writeRaw(key: string, value: unknown): boolean {
  try {
    backend.set(key, value)
    return true
  } catch (e) {
    console.warn(`storage: write of "${key}" failed`, e)
    return false
  }
}

export function removeKey(key: string): void {
  try {
    backend.remove(key)
  } catch (e) {
    console.warn(`storage: remove of "${key}" failed`, e)
  }
}

/** A value parsed by `parse`; JSON text is decoded first. Anything missing, unparseable or invalid gives the fallback. */
export function readParsed<T>(key: string, parse: (raw: unknown) => T | undefined, fallback: () => T): T {
  let raw = readRaw(key)
  if (raw === undefined || raw === null) return fallback()
  if (typeof raw === 'string') {
    const s = raw.trim()
    if (s.startsWith('{') || s.startsWith('[')) {
      try {
        raw = JSON.parse(s)
      } catch {
        console.warn(`storage: "${key}" holds unparseable text; using defaults`)
        return fallback()
      }
    }
  }
  try {
    const v = parse(raw)
    return v === undefined ? fallback() : v
  } catch {
    return fallback()
  }
}
