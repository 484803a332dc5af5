/**
 * The meditation player: turns a soundscape recipe (src/meditation/soundscapes) into Web Audio nodes, looped
 * AudioBuffers of rendered noise, filters, a binaural oscillator pair, all through one master gain that the session
 * fades. H5 uses AudioContext, the mini-program wx.createWebAudioContext (./audio picks it); both take the same
 * calls. A node type the host lacks is left out (no filter: the layer plays unfiltered; no ChannelMerger: the
 * binaural pair reaches both ears). Without any audio context nothing plays and nothing throws.
 */
import { sharedAudioContext } from './audio'
import { renderLayer, type SoundRecipe } from '@/meditation/soundscapes'
import { RENDER_RATE_HZ } from '@/meditation/noise'

interface ParamLike {
  value: number
  setValueAtTime(v: number, t: number): unknown
  linearRampToValueAtTime(v: number, t: number): unknown
  cancelScheduledValues?(t: number): unknown
}
interface NodeLike {
  connect(n: unknown, output?: number, input?: number): unknown
  disconnect?(): void
}
interface SourceLike extends NodeLike {
  start(t?: number): void
  stop(t?: number): void
}
interface BufferLike {
  getChannelData(channel: number): Float32Array
  copyToChannel?(source: Float32Array, channel: number): void
}
export interface AmbientContext {
  currentTime: number
  destination: unknown
  state?: string
  resume?(): Promise<void> | void
  createGain(): NodeLike & { gain: ParamLike }
  createOscillator(): SourceLike & { type: string; frequency: ParamLike }
  createBuffer?(channels: number, length: number, sampleRate: number): BufferLike
  createBufferSource?(): SourceLike & { buffer: BufferLike | null; loop: boolean }
  createBiquadFilter?(): NodeLike & { type: string; frequency: ParamLike; Q: ParamLike }
  createChannelMerger?(inputs: number): NodeLike
}

/** Fade-in at the start and the default ramp of every gain change (seconds). */
export const FADE_IN_S = 2
const RAMP_S = 0.4

export interface AmbientSnapshot {
  playing: boolean
  soundId: string | null
  /** The master gain the player is heading for (0…1). */
  gain: number
  /** Loop layers and oscillators started for the current sound. */
  voices: number
  /** True when the binaural pair really goes to separate ears. */
  stereo: boolean
}

export interface AmbientPlayer {
  play(recipe: SoundRecipe, seed: number, gain: number): boolean
  setGain(gain: number, rampS?: number): void
  stop(fadeS?: number): void
  /** Resumes a context the host suspended (the mini-program does so in the background). */
  wake(): void
  snapshot(): AmbientSnapshot
}

export function createAmbientPlayer(getContext: () => AmbientContext | null): AmbientPlayer {
  let master: (NodeLike & { gain: ParamLike }) | null = null
  let sources: SourceLike[] = []
  let state: AmbientSnapshot = { playing: false, soundId: null, gain: 0, voices: 0, stereo: false }

  const ramp = (c: AmbientContext, param: ParamLike, to: number, seconds: number) => {
    const t = c.currentTime
    param.cancelScheduledValues?.(t)
    param.setValueAtTime(param.value, t)
    param.linearRampToValueAtTime(to, t + seconds)
  }
  const release = (nodes: SourceLike[], out: NodeLike | null, afterS: number) => {
    const end = () => {
      for (const s of nodes) {
        try {
          s.stop()
        } catch {
          // already stopped
        }
        s.disconnect?.()
      }
      out?.disconnect?.()
    }
    if (afterS <= 0) end()
    else setTimeout(end, afterS * 1000 + 100)
  }

  return {
    play(recipe, seed, gain) {
      const c = getContext()
      if (!c) return false
      this.stop(0)
      try {
        if (c.state === 'suspended') void c.resume?.()
        const out = c.createGain()
        out.gain.setValueAtTime(0, c.currentTime)
        out.gain.linearRampToValueAtTime(gain, c.currentTime + FADE_IN_S)
        out.connect(c.destination)
        const started: SourceLike[] = []
        recipe.loops.forEach((layer, i) => {
          if (!c.createBuffer || !c.createBufferSource) return
          const samples = renderLayer(layer.source, seed + i * 7919)
          const buf = c.createBuffer(1, samples.length, RENDER_RATE_HZ)
          if (buf.copyToChannel) buf.copyToChannel(samples, 0)
          else buf.getChannelData(0).set(samples)
          const src = c.createBufferSource()
          src.buffer = buf
          src.loop = true
          const g = c.createGain()
          g.gain.setValueAtTime(layer.gain, c.currentTime)
          let head: NodeLike = src
          if (layer.filter && c.createBiquadFilter) {
            const f = c.createBiquadFilter()
            f.type = layer.filter.type
            f.frequency.setValueAtTime(layer.filter.hz, c.currentTime)
            f.Q.setValueAtTime(layer.filter.q, c.currentTime)
            src.connect(f)
            head = f
          }
          head.connect(g)
          g.connect(out)
          src.start()
          started.push(src)
        })
        let stereo = false
        if (recipe.binaural) {
          const b = recipe.binaural
          const merger = c.createChannelMerger?.(2) ?? null
          ;[b.leftHz, b.rightHz].forEach((hz, ear) => {
            const osc = c.createOscillator()
            osc.type = 'sine'
            osc.frequency.setValueAtTime(hz, c.currentTime)
            const g = c.createGain()
            g.gain.setValueAtTime(b.gain, c.currentTime)
            osc.connect(g)
            if (merger) g.connect(merger, 0, ear)
            else g.connect(out)
            osc.start()
            started.push(osc)
          })
          if (merger) merger.connect(out)
          stereo = !!merger
        }
        master = out
        sources = started
        state = { playing: true, soundId: recipe.id, gain, voices: started.length, stereo }
        return started.length > 0
      } catch (e) {
        console.warn('ambient sound failed', e)
        return false
      }
    },
    setGain(gain, rampS = RAMP_S) {
      const c = getContext()
      if (!c || !master || !state.playing) return
      ramp(c, master.gain, gain, rampS)
      state = { ...state, gain }
    },
    stop(fadeS = 1.5) {
      const c = getContext()
      if (!c || !master) return
      if (fadeS > 0) ramp(c, master.gain, 0, fadeS)
      release(sources, master, fadeS)
      master = null
      sources = []
      state = { ...state, playing: false, gain: 0 }
    },
    wake() {
      const c = getContext()
      if (c && state.playing && c.state === 'suspended') void c.resume?.()
    },
    snapshot() {
      return state
    },
  }
}

/** The app's meditation player on the shared audio context. */
export const ambient: AmbientPlayer = createAmbientPlayer(() => sharedAudioContext() as AmbientContext | null)
