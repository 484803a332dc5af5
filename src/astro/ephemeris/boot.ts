/**
 * Starts the Emscripten module through its own hooks and wraps it in the Ephemeris interface.
 * Platform loaders supply the hooks (how to get the wasm and the data); this file never touches a platform API.
 */
import { createEphemeris, type Ephemeris, type EphemerisMode } from './adapter'
import { EPHE_DIR, type GlueFactory, type GlueHooks, type SwissEphModule } from './glue'

export interface BootOptions {
  mode: EphemerisMode
  hooks: GlueHooks
  /** Files written into /sweph after start-up (weapp: seas_18.se1 for Chiron). */
  extraFiles?: ReadonlyArray<{ name: string; bytes: Uint8Array }>
}

/** Files the data package created empty (weapp passes an empty package) would read as damaged: remove them. */
function dropEmptyFiles(mod: SwissEphModule): void {
  for (const name of safeReaddir(mod)) {
    const path = `${EPHE_DIR}/${name}`
    if (mod.FS.stat(path).size === 0) mod.FS.unlink(path)
  }
}

function safeReaddir(mod: SwissEphModule): string[] {
  try {
    return mod.FS.readdir(EPHE_DIR).filter((n) => n !== '.' && n !== '..')
  } catch {
    return []
  }
}

export async function bootEphemeris(factory: GlueFactory, options: BootOptions): Promise<Ephemeris> {
  const quiet = () => undefined
  const mod = await factory({ print: quiet, printErr: quiet, ...options.hooks })
  dropEmptyFiles(mod)
  for (const f of options.extraFiles ?? []) mod.FS.writeFile(`${EPHE_DIR}/${f.name}`, f.bytes)
  return createEphemeris(mod, options.mode, safeReaddir(mod))
}

/** The glue checks `arrayBuffer.constructor.name === 'ArrayBuffer'`: hand it a plain copy of exactly these bytes. */
export function toArrayBuffer(bytes: Uint8Array): ArrayBuffer {
  const out = new ArrayBuffer(bytes.byteLength)
  new Uint8Array(out).set(bytes)
  return out
}
