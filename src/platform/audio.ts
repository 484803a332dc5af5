/**
 * Short sounds made on the device, no audio files: a wooden-fish knock from an oscillator with a fast decay.
 * H5 uses the Web Audio API, the mini-program wx.createWebAudioContext (the same node API); one interface for both.
 * Where neither exists (tests, old hosts) the sound is silently skipped.
 */

interface ParamLike {
  setValueAtTime(v: number, t: number): unknown
  exponentialRampToValueAtTime(v: number, t: number): unknown
}
interface NodeLike {
  connect(n: unknown): unknown
}
interface AudioContextLike {
  currentTime: number
  destination: unknown
  state?: string
  resume?(): Promise<void> | void
  createOscillator(): NodeLike & { type: string; frequency: ParamLike; start(t?: number): void; stop(t?: number): void }
  createGain(): NodeLike & { gain: ParamLike }
}

declare const wx: { createWebAudioContext?: () => AudioContextLike } | undefined

let ctx: AudioContextLike | null | undefined

function context(): AudioContextLike | null {
  if (ctx !== undefined) return ctx
  try {
    if (process.env.TARO_ENV === 'weapp') ctx = typeof wx !== 'undefined' && wx?.createWebAudioContext ? wx.createWebAudioContext() : null
    else {
      const w =
        typeof window !== 'undefined'
          ? (window as unknown as { AudioContext?: new () => AudioContextLike; webkitAudioContext?: new () => AudioContextLike })
          : undefined
      const Ctor = w?.AudioContext ?? w?.webkitAudioContext
      ctx = Ctor ? new Ctor() : null
    }
  } catch (e) {
    console.warn('audio context unavailable', e)
    ctx = null
  }
  return ctx
}

/** The one audio context of the app (created on first use; null where the host has none), shared with ./ambient-audio. */
export function sharedAudioContext(): unknown {
  return context()
}

/** Knock timbre: a hollow-wood tone (≈ 720 Hz falling to 420 Hz) and a short overtone, gone in about 0.2 s. */
export const KNOCK = { baseHz: 720, endHz: 420, overtoneHz: 1750, decayS: 0.22, peak: 0.6 } as const

/** Plays one knock. Never throws; answers whether a sound was scheduled. */
export function playKnock(): boolean {
  const c = context()
  if (!c) return false
  try {
    if (c.state === 'suspended') void c.resume?.()
    const t = c.currentTime
    const tone = (hzStart: number, hzEnd: number, peak: number, decay: number, type: string) => {
      const osc = c.createOscillator()
      const gain = c.createGain()
      osc.type = type
      osc.frequency.setValueAtTime(hzStart, t)
      osc.frequency.exponentialRampToValueAtTime(hzEnd, t + decay)
      gain.gain.setValueAtTime(peak, t)
      gain.gain.exponentialRampToValueAtTime(0.0001, t + decay)
      osc.connect(gain)
      gain.connect(c.destination)
      osc.start(t)
      osc.stop(t + decay + 0.02)
    }
    tone(KNOCK.baseHz, KNOCK.endHz, KNOCK.peak, KNOCK.decayS, 'sine')
    tone(KNOCK.overtoneHz, KNOCK.overtoneHz * 0.8, KNOCK.peak / 4, KNOCK.decayS / 3, 'triangle')
    return true
  } catch (e) {
    console.warn('knock sound failed', e)
    return false
  }
}
