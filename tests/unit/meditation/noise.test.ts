import { describe, expect, it } from 'vitest'
import { createRng } from '@/core/random'
import { bowlPartials, bowlRatios, brownNoise, loopable, oceanSwell, pinkNoise, rainDrops, RENDER_RATE_HZ, whiteNoise } from '@/meditation/noise'
import { BEAT_BANDS, renderLayer, soundRecipe, SOUND_IDS } from '@/meditation/soundscapes'

/** In-place radix-2 FFT; answers the power of each bin up to Nyquist. */
function powerSpectrum(x: Float32Array): Float64Array {
  const n = x.length
  const re = Float64Array.from(x)
  const im = new Float64Array(n)
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1
    for (; j & bit; bit >>= 1) j ^= bit
    j ^= bit
    if (i < j) {
      ;[re[i], re[j]] = [re[j], re[i]]
      ;[im[i], im[j]] = [im[j], im[i]]
    }
  }
  for (let len = 2; len <= n; len <<= 1) {
    const ang = (-2 * Math.PI) / len
    for (let i = 0; i < n; i += len)
      for (let k = 0; k < len / 2; k++) {
        const wr = Math.cos(ang * k)
        const wi = Math.sin(ang * k)
        const ar = re[i + k + len / 2] * wr - im[i + k + len / 2] * wi
        const ai = re[i + k + len / 2] * wi + im[i + k + len / 2] * wr
        re[i + k + len / 2] = re[i + k] - ar
        im[i + k + len / 2] = im[i + k] - ai
        re[i + k] += ar
        im[i + k] += ai
      }
  }
  const p = new Float64Array(n / 2)
  for (let i = 0; i < n / 2; i++) p[i] = re[i] ** 2 + im[i] ** 2
  return p
}

/** Mean power density (per Hz, dB) in octave bands from `lowHz`, averaged over segments of 2^14 samples. */
function octaveDensitiesDb(x: Float32Array, lowHz: number, octaves: number): number[] {
  const seg = 1 << 14
  const acc = new Float64Array(seg / 2)
  for (let s = 0; s + seg <= x.length; s += seg) powerSpectrum(x.subarray(s, s + seg)).forEach((v, i) => (acc[i] += v))
  const hzPerBin = RENDER_RATE_HZ / seg
  return Array.from({ length: octaves }, (_, o) => {
    const a = Math.round((lowHz * 2 ** o) / hzPerBin)
    const b = Math.round((lowHz * 2 ** (o + 1)) / hzPerBin)
    let sum = 0
    for (let i = a; i < b; i++) sum += acc[i]
    return 10 * Math.log10(sum / (b - a))
  })
}

const slopeDbPerOctave = (d: number[]) => (d[d.length - 1] - d[0]) / (d.length - 1)
const N = 1 << 18

describe('noise colours by the slope of their spectrum', () => {
  it('white noise is flat (0 dB per octave)', () => {
    expect(Math.abs(slopeDbPerOctave(octaveDensitiesDb(whiteNoise(createRng(1), N), 100, 7)))).toBeLessThan(0.7)
  })
  it('pink noise falls about 3 dB per octave (Kellet filter), octave by octave', () => {
    const d = octaveDensitiesDb(pinkNoise(createRng(2), N), 100, 7)
    expect(slopeDbPerOctave(d)).toBeGreaterThan(-3.8)
    expect(slopeDbPerOctave(d)).toBeLessThan(-2.2)
    for (let i = 1; i < d.length; i++) expect(d[i] - d[i - 1]).toBeLessThan(-1.5)
  })
  it('brown noise falls about 6 dB per octave above its corner, and stays bounded without drifting', () => {
    const x = brownNoise(createRng(3), N)
    const slope = slopeDbPerOctave(octaveDensitiesDb(x, 800, 4))
    expect(slope).toBeGreaterThan(-7)
    expect(slope).toBeLessThan(-5)
    let max = 0
    let sum = 0
    for (const v of x) {
      max = Math.max(max, Math.abs(v))
      sum += v
    }
    expect(max).toBeLessThanOrEqual(1)
    expect(max).toBeGreaterThan(0.2)
    expect(Math.abs(sum / x.length)).toBeLessThan(0.1)
  })
  it('the same seed gives the same samples; another seed others', () => {
    expect(pinkNoise(createRng(5), 100)).toEqual(pinkNoise(createRng(5), 100))
    expect(pinkNoise(createRng(6), 100)).not.toEqual(pinkNoise(createRng(5), 100))
  })
})

describe('loops, drops, swell and the bowl', () => {
  it('a loop joins up: its last sample runs on into its first as in the generated stream', () => {
    const x = brownNoise(createRng(7), 1100)
    const loop = loopable(x, 1000, 100)
    expect(loop).toHaveLength(1000)
    expect(loop[0]).toBeCloseTo(x[1000], 6)
    expect(loop[999]).toBe(x[999])
  })
  it('rain drops arrive at about the asked rate (Poisson) and stay within [-1, 1]', () => {
    const { samples, onsets } = rainDrops(createRng(8), RENDER_RATE_HZ, 20, 30)
    expect(onsets.length).toBeGreaterThan(30 * 20 * 0.85)
    expect(onsets.length).toBeLessThan(30 * 20 * 1.15)
    expect(samples.every((v) => Math.abs(v) <= 1)).toBe(true)
  })
  it('the ocean swells once every 10 s at 0.1 Hz, between the floor and 1', () => {
    expect(oceanSwell(0, 0.1, 0.2)).toBeCloseTo(0.2)
    expect(oceanSwell(5, 0.1, 0.2)).toBeCloseTo(1)
    expect(oceanSwell(10, 0.1, 0.2)).toBeCloseTo(0.2)
    expect(oceanSwell(2.5, 0.1, 0.2)).toBeCloseTo(oceanSwell(12.5, 0.1, 0.2))
  })
  it('bowl partials follow the thin-ring modes (1, 2.83, 5.42, 8.77): inharmonic, higher ones quieter and shorter', () => {
    const r = bowlRatios()
    expect(r[0]).toBe(1)
    expect(r[1]).toBeCloseTo(2.828, 2)
    expect(r[2]).toBeCloseTo(5.423, 2)
    expect(r[3]).toBeCloseTo(8.771, 2)
    const p = bowlPartials(220, 4)
    expect(p[0].hz).toBe(220)
    for (let i = 2; i < p.length; i += 2) {
      expect(p[i].amp).toBeLessThan(p[i - 2].amp)
      expect(p[i].decayS).toBeLessThan(p[i - 2].decayS)
    }
  })
  it('a bowl strike decays: the last second is far quieter than the first, and the loop ends at silence', () => {
    const x = renderLayer({ kind: 'bowl', seconds: 15, baseHz: 220, decayS: 4 }, 1)
    const rms = (a: Float32Array) => Math.sqrt(a.reduce((s, v) => s + v * v, 0) / a.length)
    expect(rms(x.subarray(x.length - RENDER_RATE_HZ))).toBeLessThan(rms(x.subarray(0, RENDER_RATE_HZ)) / 20)
    expect(Math.abs(x[x.length - 1])).toBeLessThan(1e-3)
  })
})

describe('recipes', () => {
  it('every sound has something to play; binaural ears differ by the chosen band’s beat (theta 6 Hz, alpha 10 Hz)', () => {
    for (const id of SOUND_IDS) {
      const r = soundRecipe(id)
      expect(r.loops.length + (r.binaural ? 2 : 0)).toBeGreaterThan(0)
    }
    const theta = soundRecipe('binaural', 'theta').binaural!
    const alpha = soundRecipe('binaural', 'alpha').binaural!
    expect(theta.rightHz - theta.leftHz).toBe(BEAT_BANDS.theta)
    expect(alpha.rightHz - alpha.leftHz).toBe(BEAT_BANDS.alpha)
    expect(theta.leftHz).toBe(alpha.leftHz)
  })
  it('rain has drops over band-passed pink noise; the ocean is a single swelling low-passed layer', () => {
    expect(soundRecipe('rain').loops.map((l) => l.source.kind)).toEqual(['pink', 'drops'])
    expect(soundRecipe('ocean').loops[0]).toMatchObject({ source: { kind: 'ocean', swellHz: 0.1 }, filter: { type: 'lowpass' } })
  })
})
