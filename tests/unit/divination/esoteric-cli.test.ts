/** Engine CLI contract (DESIGN §3) of mayan, lifeNumber and humanDesign: output fields and exit 2 on bad input. */
import { spawnSync } from 'node:child_process'
import { commands } from '@/cli/commands/esoteric'

const engine = (args: string[]) => spawnSync('npx', ['tsx', 'src/cli/engine.ts', ...args], { encoding: 'utf8', cwd: process.cwd() })

describe('engine CLI: mayan, lifeNumber, humanDesign', () => {
  it('mayan prints kin, seal, tone, wavespell and the oracle kins (2012-12-21 is Kin 207, Blue Crystal Hand)', async () => {
    expect(await commands.mayan.run({ date: '2012-12-21' })).toMatchObject({
      kin: 207,
      seal: 7,
      tone: 12,
      wavespell: 16,
      guideKin: 259,
      analogKin: 12,
      antipodeKin: 77,
      occultKin: 54,
    })
  })

  it('lifeNumber prints lifePath, talent, lifeNumber, birthdayNumber (1976-03-19: 天赋数 36, 命数 9)', async () => {
    expect(await commands.lifeNumber.run({ date: '1976-03-19' })).toMatchObject({ lifePath: 9, talent: 36, lifeNumber: 9, birthdayNumber: 1 })
  })

  it('humanDesign takes the SPEC time input and prints the §3 fields (Ben, 1986-11-17 10:19 MST: 1/3 Manifesting Generator)', async () => {
    const out = (await commands.humanDesign.run({ date: '1986-11-17', time: '10:19', birthZone: 7, summer: 0 })) as Record<string, unknown>
    expect(out).toMatchObject({ type: 'ManifestingGenerator', authority: 'Sacral', profile: '1/3', definition: 'Single', cross: '14/8 | 29/30' })
    expect(out.designDate).toMatch(/^1986-08-20T09:1[23]:/)
    expect(out.channels).toContain('10-57')
    expect((out.personality as Record<string, string>).Sun).toBe('14.1')
    expect((out.design as Record<string, string>).Earth).toBe('30.3')
  })

  it.each([
    ['mayan', { date: '2012-12-21', leapDay: 'noon' }, 'bad_leap_day'],
    ['mayan', { date: '1500-03-01' }, 'out_of_range'],
    ['lifeNumber', {}, 'bad_date'],
    ['humanDesign', { date: '1986-11-17', time: '25:19', birthZone: 7 }, 'bad_time'],
  ])('%s rejects %j with an input error', async (command, input, code) => {
    await expect(Promise.resolve().then(() => commands[command].run(input))).rejects.toMatchObject({ code })
  })

  it.each([
    ['mayan', '{"date":"2012-02-30"}', 'bad_date'],
    ['humanDesign', '{"date":"1986-11-17","time":"10:19","birthZone":7,"nodeType":"x"}', 'bad_node_type'],
  ])('the process exits 2 with a JSON error and no stack trace: %s %s', (command, json, code) => {
    const r = engine([command, json])
    expect(r.status).toBe(2)
    expect(JSON.parse(r.stdout)).toEqual({ error: { code, message: expect.any(String) } })
  })
})
