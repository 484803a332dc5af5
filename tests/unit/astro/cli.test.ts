import { execFileSync, spawnSync } from 'node:child_process'
import { commands } from '@/cli/commands/astro'
import { EngineInputError } from '@/core/errors'

const engine = (args: string[]) => spawnSync('npx', ['tsx', 'src/cli/engine.ts', ...args], { encoding: 'utf8', cwd: process.cwd() })

describe('engine CLI: natal and chart', () => {
  it('natal prints the DESIGN §3 shape', async () => {
    const out = (await commands.natal.run({
      date: '1990-06-15',
      time: '20:00',
      birthZone: -8,
      summer: 0,
      lat: 39.93,
      lng: 116.41,
      houseSystem: 'P',
    })) as {
      jdUT: number
      bodies: Record<string, { lon: number; lat: number; speed: number; retrograde: boolean; house: number }>
      houses: { system: string; cusps: number[]; asc: number; mc: number }
      aspects: Array<{ p1: string; p2: string; aspect: number; orb: number }>
    }
    expect(out.jdUT).toBeCloseTo(2448058, 9)
    for (const id of ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'NorthNode', 'Lilith', 'Chiron'])
      expect(Object.keys(out.bodies[id])).toEqual(expect.arrayContaining(['lon', 'lat', 'speed', 'retrograde', 'house']))
    expect(out.houses.system).toBe('P')
    expect(out.houses.cusps).toHaveLength(12)
    expect(out.aspects[0]).toEqual(
      expect.objectContaining({ p1: expect.any(String), p2: expect.any(String), aspect: expect.any(Number), orb: expect.any(Number) }),
    )
  })

  it.each([
    [{ date: '1990-13-01', time: '20:00', lat: 39, lng: 116 }, 'bad_date'],
    [{ date: '1582-10-10', time: '20:00', lat: 39, lng: 116 }, 'gregorian_gap'],
    [{ date: '1990-06-15', time: '20:00', lat: 95, lng: 116 }, 'bad_latitude'],
    [{ date: '1990-06-15', time: '20:00', lat: 39, lng: 116, houseSystem: 'Q' }, 'bad_house_system'],
  ])('natal rejects bad input with an input error (%#)', async (input, code) => {
    await expect(commands.natal.run(input)).rejects.toThrow(EngineInputError)
    await expect(commands.natal.run(input)).rejects.toMatchObject({ code })
  })

  it('chart rejects an unknown type', async () => {
    await expect(commands.chart.run({ type: 'vedic' })).rejects.toMatchObject({ code: 'bad_chart_type' })
  })

  it('the process exits 2 with a JSON error and no stack trace (latitude 95)', () => {
    const r = engine(['natal', '{"date":"1990-06-15","time":"20:00","birthZone":-8,"lat":95,"lng":116.41}'])
    expect(r.status).toBe(2)
    expect(JSON.parse(r.stdout)).toEqual({ error: { code: 'bad_latitude', message: expect.stringContaining('95') } })
    expect(r.stdout + r.stderr).not.toMatch(/\n\s+at /)
  })

  it('the process prints one JSON document for a chart command', () => {
    const out = execFileSync('npx', ['tsx', 'src/cli/engine.ts', 'chart', '{"type":"sunSign","date":"2024-03-20","time":"11:08","birthZone":-8}'], {
      encoding: 'utf8',
    })
    expect(JSON.parse(out)).toMatchObject({ sign: 1, method: 'solarTerm' })
  })
})
