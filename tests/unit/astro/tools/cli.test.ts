/** The `stations` and `astrocartography` commands: DESIGN §3 shapes and bad input. */
import { commands } from '@/cli/commands/tools'
import { EngineInputError } from '@/core/errors'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const run = async (cmd: keyof typeof commands, input: Record<string, unknown>) => (await commands[cmd].run(input)) as any

describe('engine CLI: stations', () => {
  it('Mercury 2024: seven stations alternating D/R, three loops with shadows', async () => {
    const out = await run('stations', { body: 'Mercury', year: 2024 })
    expect(out.stations.map((s: { type: string }) => s.type).join('')).toBe('DRDRDRD')
    expect(out.stations[1].date).toBe('2024-04-01T22:14:30Z')
    expect(out.loops).toHaveLength(3)
    expect(out.loops[0].preShadowStart < out.loops[0].retrograde).toBe(true)
    expect(out.loops[0].postShadowEnd > out.loops[0].direct).toBe(true)
  })

  it('Pluto turns twice a year; the year is required and bounded, the body must be a planet', async () => {
    expect((await run('stations', { body: 'Pluto', year: 2030 })).stations).toHaveLength(2)
    await expect(run('stations', { body: 'Mercury' })).rejects.toBeInstanceOf(EngineInputError)
    await expect(run('stations', { body: 'Mercury', year: 1700 })).rejects.toBeInstanceOf(EngineInputError)
    await expect(run('stations', { body: 'Sun', year: 2024 })).rejects.toBeInstanceOf(EngineInputError)
  })
})

describe('engine CLI: astrocartography', () => {
  const LENNON = { jdUT: 2429912.2291666665, lat: 53.4084, lng: -2.9916 }
  it('lines for every planet, the nodes and Chiron at the requested latitudes; IC opposite MC', async () => {
    const out = await run('astrocartography', { ...LENNON, latitudes: [0, 45, 80] })
    expect(Object.keys(out.lines)).toEqual(expect.arrayContaining(['Sun', 'Moon', 'Pluto', 'NorthNode', 'Chiron']))
    for (const l of Object.values(out.lines) as Array<{ mc: number; ic: number; asc: Record<string, number | null> }>) {
      expect(Math.abs(Math.abs(l.mc - l.ic) - 180)).toBeLessThan(1e-5)
      expect(Object.keys(l.asc)).toEqual(['0', '45', '80'])
    }
    // At 80° north a body with declination beyond ±10° is circumpolar or never rises: no line there.
    expect(Object.values(out.lines).some((l) => (l as { asc: Record<string, number | null> }).asc['80'] === null)).toBe(true)
  })

  it('refuses bad latitudes', async () => {
    await expect(run('astrocartography', { ...LENNON, latitudes: [95] })).rejects.toBeInstanceOf(EngineInputError)
    await expect(run('astrocartography', { ...LENNON, latitudes: 'all' })).rejects.toBeInstanceOf(EngineInputError)
  })
})
