import { describe, expect, it } from 'vitest'
import { createAmbientPlayer, type AmbientContext } from '@/platform/ambient-audio'
import { soundRecipe } from '@/meditation/soundscapes'

/** A fake Web Audio context recording nodes, connections and parameter changes. */
function fakeContext(opts: { filter?: boolean; merger?: boolean } = {}) {
  const log: string[] = []
  const param = (name: string) => ({
    value: 0,
    setValueAtTime(v: number) {
      this.value = v
      log.push(`${name}=${v}`)
    },
    linearRampToValueAtTime(v: number) {
      this.value = v
      log.push(`${name}->${v}`)
    },
  })
  const node = (kind: string) => ({
    kind,
    connect(n: { kind?: string }, _o?: number, input?: number) {
      log.push(`${kind}>${n?.kind ?? 'destination'}${input === undefined ? '' : `:${input}`}`)
    },
    disconnect() {},
    start() {
      log.push(`start ${kind}`)
    },
    stop() {},
  })
  const c: AmbientContext = {
    currentTime: 0,
    destination: { kind: 'destination' },
    createGain: () => ({ ...node('gain'), gain: param('gain') }),
    createOscillator: () => ({ ...node('osc'), type: 'sine', frequency: param('hz') }),
    createBuffer: (_ch: number, length: number) => ({ getChannelData: () => new Float32Array(length) }),
    createBufferSource: () => ({ ...node('buffer'), buffer: null, loop: false }),
    ...(opts.filter === false ? {} : { createBiquadFilter: () => ({ ...node('filter'), type: '', frequency: param('fhz'), Q: param('q') }) }),
    ...(opts.merger === false ? {} : { createChannelMerger: () => node('merger') }),
  }
  return { c, log }
}

describe('ambient player', () => {
  it('binaural: two oscillators at the recipe’s frequencies, one into each input of a channel merger', () => {
    const { c, log } = fakeContext()
    const p = createAmbientPlayer(() => c)
    expect(p.play(soundRecipe('binaural', 'alpha'), 1, 0.7)).toBe(true)
    expect(log).toContain('hz=200')
    expect(log).toContain('hz=210')
    expect(log).toContain('gain>merger:0')
    expect(log).toContain('gain>merger:1')
    expect(p.snapshot()).toMatchObject({ playing: true, soundId: 'binaural', stereo: true, voices: 3 })
  })
  it('without a channel merger the pair reaches both ears; without a filter the rain plays unfiltered', () => {
    const { c, log } = fakeContext({ filter: false, merger: false })
    const p = createAmbientPlayer(() => c)
    p.play(soundRecipe('binaural'), 1, 0.5)
    expect(p.snapshot().stereo).toBe(false)
    p.play(soundRecipe('rain'), 1, 0.5)
    expect(log.filter((l) => l.startsWith('filter'))).toEqual([])
    expect(log).toContain('buffer>gain')
    expect(p.snapshot()).toMatchObject({ soundId: 'rain', voices: 2 })
  })
  it('the master gain fades in, follows setGain and ramps to 0 on stop', () => {
    const { c, log } = fakeContext()
    const p = createAmbientPlayer(() => c)
    p.play(soundRecipe('pink'), 1, 0.6)
    expect(log).toContain('gain->0.6')
    p.setGain(0.3)
    expect(p.snapshot().gain).toBe(0.3)
    expect(log).toContain('gain->0.3')
    p.stop(0)
    expect(p.snapshot()).toMatchObject({ playing: false, gain: 0 })
  })
  it('no audio context: nothing plays, nothing throws', () => {
    const p = createAmbientPlayer(() => null)
    expect(p.play(soundRecipe('ocean'), 1, 0.5)).toBe(false)
    p.setGain(0.2)
    p.stop()
    expect(p.snapshot().playing).toBe(false)
  })
})
