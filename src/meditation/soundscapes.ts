/**
 * The meditation soundscapes as platform-neutral recipes: looped sample layers (rendered by ./noise), an optional
 * filter per layer, and a binaural oscillator pair. src/platform/ambient-audio.ts turns a recipe into Web Audio
 * nodes (H5 AudioContext, WeChat WebAudioContext). Everything is made on the device: no files, no licences.
 */
import { createRng } from '@/core/random'
import { bowlPartials, bowlStrike, brownNoise, loopable, oceanSwell, pinkNoise, rainDrops, RENDER_RATE_HZ, whiteNoise, binauralPair } from './noise'

export const SOUND_IDS = ['rain', 'ocean', 'pink', 'brown', 'bowl', 'binaural'] as const
export type SoundId = (typeof SOUND_IDS)[number]

/** Binaural beat bands (Hz): theta 4–8 for deep rest, alpha 8–12 for calm alertness; we take one value in each. */
export const BEAT_BANDS = { theta: 6, alpha: 10 } as const
export type BeatBand = keyof typeof BEAT_BANDS
/** Binaural carrier (Hz): low enough to be soft, high enough for the phase difference to be heard (< 1 kHz). */
export const BINAURAL_CARRIER_HZ = 200

export interface FilterSpec {
  type: 'lowpass' | 'bandpass' | 'highpass'
  hz: number
  q: number
}

export type LayerSource =
  | { kind: 'pink' | 'brown' | 'white'; seconds: number }
  | { kind: 'drops'; seconds: number; ratePerS: number }
  | { kind: 'ocean'; seconds: number; swellHz: number; floor: number }
  | { kind: 'bowl'; seconds: number; baseHz: number; decayS: number }

export interface LoopLayer {
  source: LayerSource
  gain: number
  /** Skipped where the host has no BiquadFilter (the layer then plays unfiltered). */
  filter?: FilterSpec
}

export interface SoundRecipe {
  id: SoundId
  loops: LoopLayer[]
  /** Left/right sine pair; where the host cannot split channels both go to both ears (a monaural beat). */
  binaural?: { leftHz: number; rightHz: number; gain: number }
}

/**
 * Layer settings chosen by ear. Rain: pink noise through a wide band-pass (the hiss) plus drops. Ocean: brown noise,
 * low-passed, swelling once every 10 s (0.1 Hz). Bowl: re-struck every 15 s (≈ 4 s fundamental decay time).
 */
export function soundRecipe(id: SoundId, band: BeatBand = 'theta'): SoundRecipe {
  switch (id) {
    case 'rain':
      return {
        id,
        loops: [
          { source: { kind: 'pink', seconds: 8 }, gain: 0.7, filter: { type: 'bandpass', hz: 2200, q: 0.4 } },
          { source: { kind: 'drops', seconds: 6, ratePerS: 28 }, gain: 0.35, filter: { type: 'highpass', hz: 1500, q: 0.7 } },
        ],
      }
    case 'ocean':
      return {
        id,
        loops: [{ source: { kind: 'ocean', seconds: 20, swellHz: 0.1, floor: 0.2 }, gain: 0.9, filter: { type: 'lowpass', hz: 1400, q: 0.5 } }],
      }
    case 'pink':
      return { id, loops: [{ source: { kind: 'pink', seconds: 8 }, gain: 0.55 }] }
    case 'brown':
      return { id, loops: [{ source: { kind: 'brown', seconds: 8 }, gain: 0.85 }] }
    case 'bowl':
      return {
        id,
        loops: [
          { source: { kind: 'bowl', seconds: 15, baseHz: 220, decayS: 4 }, gain: 0.6 },
          { source: { kind: 'brown', seconds: 8 }, gain: 0.08 },
        ],
      }
    case 'binaural':
      return {
        id,
        loops: [{ source: { kind: 'pink', seconds: 8 }, gain: 0.06 }],
        binaural: { ...binauralPair(BINAURAL_CARRIER_HZ, BEAT_BANDS[band]), gain: 0.25 },
      }
  }
}

/** Cross-fade length of the noise loops (50 ms). */
const LOOP_FADE_S = 0.05

/** The samples of one loop layer at `sampleRate`, seeded; a seamless loop whatever the source. */
export function renderLayer(source: LayerSource, seed: number, sampleRate = RENDER_RATE_HZ): Float32Array {
  const rng = createRng(seed)
  const n = Math.round(source.seconds * sampleRate)
  const fade = Math.round(LOOP_FADE_S * sampleRate)
  switch (source.kind) {
    case 'white':
      return loopable(whiteNoise(rng, n + fade), n, fade)
    case 'pink':
      return loopable(pinkNoise(rng, n + fade), n, fade)
    case 'brown':
      return loopable(brownNoise(rng, n + fade), n, fade)
    case 'drops':
      return rainDrops(rng, sampleRate, source.seconds, source.ratePerS).samples
    case 'ocean': {
      // The swell's period divides the loop, so the envelope joins up too.
      const out = loopable(brownNoise(rng, n + fade), n, fade)
      for (let i = 0; i < n; i++) out[i] *= oceanSwell(i / sampleRate, source.swellHz, source.floor)
      return out
    }
    case 'bowl':
      return bowlStrike(bowlPartials(source.baseHz, source.decayS), sampleRate, source.seconds)
  }
}
