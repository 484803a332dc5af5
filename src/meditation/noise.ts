/**
 * Sample generators for the meditation soundscapes: plain arrays of samples in [-1, 1], computed from a seeded
 * generator, so the same seed gives the same sound and the tests can measure the spectra. No audio API here:
 * src/platform/ambient-audio.ts copies these samples into AudioBuffers and loops them.
 */
import type { Rng } from '@/core/random'

/** The rate every loop is rendered at (Kellet's pink filter is designed for it); the audio context resamples. */
export const RENDER_RATE_HZ = 44_100

const white = (rng: Rng) => rng() * 2 - 1

export function whiteNoise(rng: Rng, n: number): Float32Array {
  const out = new Float32Array(n)
  for (let i = 0; i < n; i++) out[i] = white(rng)
  return out
}

/**
 * Pink noise (power falling 3 dB per octave): Paul Kellet's refined filter of white noise, seven first-order
 * sections, within ±0.05 dB of 1/f above 9.2 Hz at 44.1 kHz (musicdsp.org, "Pink noise filter", 1999).
 */
export function pinkNoise(rng: Rng, n: number): Float32Array {
  const out = new Float32Array(n)
  let b0 = 0
  let b1 = 0
  let b2 = 0
  let b3 = 0
  let b4 = 0
  let b5 = 0
  let b6 = 0
  for (let i = 0; i < n; i++) {
    const w = white(rng)
    b0 = 0.99886 * b0 + w * 0.0555179
    b1 = 0.99332 * b1 + w * 0.0750759
    b2 = 0.969 * b2 + w * 0.153852
    b3 = 0.8665 * b3 + w * 0.3104856
    b4 = 0.55 * b4 + w * 0.5329522
    b5 = -0.7616 * b5 - w * 0.016898
    // The sum peaks near ±9; 0.11 brings it back to about ±1.
    out[i] = clamp((b0 + b1 + b2 + b3 + b4 + b5 + b6 + w * 0.5362) * 0.11)
    b6 = w * 0.115926
  }
  return out
}

/** Leak of the brown-noise integrator: the spectrum is flat below ≈ 140 Hz and falls 6 dB per octave above it. */
export const BROWN_LEAK = 0.02

/** Brown (red) noise: integrated white noise with a small leak, so it never drifts off and stays within [-1, 1]. */
export function brownNoise(rng: Rng, n: number): Float32Array {
  const out = new Float32Array(n)
  let b = 0
  for (let i = 0; i < n; i++) {
    b = (b + BROWN_LEAK * white(rng)) / (1 + BROWN_LEAK)
    out[i] = clamp(b * 3.5)
  }
  return out
}

export const clamp = (x: number) => (x > 1 ? 1 : x < -1 ? -1 : x)

/**
 * A seamless loop of `n` samples from `n + fade` generated ones: the first `fade` samples are cross-faded with the
 * tail, so sample n−1 runs on into sample 0 without a click.
 */
export function loopable(x: Float32Array, n: number, fade: number): Float32Array {
  const out = x.slice(0, n)
  for (let i = 0; i < fade; i++) {
    const a = i / fade
    out[i] = x[i] * a + x[n + i] * (1 - a)
  }
  return out
}

/**
 * Rain drops: a Poisson train of short clicks (a noise burst of 1–6 ms with an exponential decay and a random
 * loudness) at `ratePerS` drops a second; laid over filtered noise it reads as rain on leaves.
 */
export function rainDrops(rng: Rng, sampleRate: number, seconds: number, ratePerS: number): { samples: Float32Array; onsets: number[] } {
  const n = Math.round(sampleRate * seconds)
  const out = new Float32Array(n)
  const onsets: number[] = []
  let t = -Math.log(1 - rng()) / ratePerS
  while (t < seconds) {
    const start = Math.floor(t * sampleRate)
    onsets.push(start)
    const decayS = 0.001 + rng() * 0.005
    const amp = 0.15 + rng() * 0.6
    const len = Math.min(Math.ceil(decayS * 6 * sampleRate), n)
    // Wrap around the end so the loop keeps its drops whole.
    for (let i = 0; i < len; i++) out[(start + i) % n] += amp * Math.exp(-i / (decayS * sampleRate)) * white(rng)
    t += -Math.log(1 - rng()) / ratePerS
  }
  for (let i = 0; i < n; i++) out[i] = clamp(out[i])
  return { samples: out, onsets }
}

/** Ocean swell: the loudness of the surf at time t, one wave every 1/hz seconds, between `floor` and 1. */
export function oceanSwell(tS: number, hz: number, floor: number): number {
  const phase = 0.5 - 0.5 * Math.cos(2 * Math.PI * hz * tS)
  return floor + (1 - floor) * phase ** 1.5
}

/**
 * Partial frequency ratios of a singing bowl from the flexural modes of a thin ring, f_n ∝ n(n²−1)/√(n²+1),
 * n = 2…5, relative to n = 2 (Rayleigh, The Theory of Sound, vol. 1 §233): 1, 2.83, 5.42, 8.77, inharmonic.
 */
export function bowlRatios(modes = 4): number[] {
  const f = (n: number) => (n * (n * n - 1)) / Math.sqrt(n * n + 1)
  return Array.from({ length: modes }, (_, i) => f(i + 2) / f(2))
}

export interface BowlPartial {
  hz: number
  amp: number
  decayS: number
}

/** The partials of one strike: higher modes quieter and shorter; each mode is a slightly split pair (the bowl's beat). */
export function bowlPartials(baseHz: number, fundamentalDecayS: number): BowlPartial[] {
  return bowlRatios().flatMap((r, i) => {
    const amp = 0.5 / (i + 1) ** 1.3
    const decayS = fundamentalDecayS / r ** 0.8
    const splitHz = 0.6 + i * 0.4
    return [
      { hz: baseHz * r, amp: amp * 0.55, decayS },
      { hz: baseHz * r + splitHz, amp: amp * 0.45, decayS },
    ]
  })
}

/** One bowl strike lasting `seconds` (then struck again when looped): partials with exponential decay, 4 ms attack, 60 ms tail fade. */
export function bowlStrike(partials: readonly BowlPartial[], sampleRate: number, seconds: number): Float32Array {
  const n = Math.round(sampleRate * seconds)
  const out = new Float32Array(n)
  const attack = Math.round(0.004 * sampleRate)
  const tail = Math.round(0.06 * sampleRate)
  for (const p of partials) {
    const w = (2 * Math.PI * p.hz) / sampleRate
    const k = Math.exp(-1 / (p.decayS * sampleRate))
    let env = p.amp
    for (let i = 0; i < n; i++) {
      out[i] += env * Math.sin(w * i)
      env *= k
    }
  }
  for (let i = 0; i < n; i++) {
    const g = Math.min(1, i / attack, (n - 1 - i) / tail)
    out[i] = clamp(out[i] * g)
  }
  return out
}

/** Binaural beat: the left ear hears the carrier, the right the carrier plus the beat; the brain hears the difference. */
export function binauralPair(carrierHz: number, beatHz: number): { leftHz: number; rightHz: number } {
  return { leftHz: carrierHz, rightHz: carrierHz + beatHz }
}
