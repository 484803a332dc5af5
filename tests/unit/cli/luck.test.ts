/** The `luck` command: shape of the answer, the daily card on a day, and bad input refused. */
import { commands } from '@/cli/commands/luck'
import { EngineInputError } from '@/core/errors'

const BIRTH = { date: '1990-06-15', time: '20:00', birthZone: -8, lat: 39.93, lng: 116.41, sex: 1 }
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const run = async (input: Record<string, unknown>) => (await commands.luck.run(input)) as any

describe('engine CLI: luck', () => {
  it('a day: scores 0–100 per area, factors with orb and exact date, the 30-day calendar and the card', async () => {
    const out = await run({ ...BIRTH, period: 'day', at: { date: '2021-04-05' } })
    expect(out.startDate).toBe('2021-04-05')
    expect(out.from).toBe('2021-04-04T16:00:00Z')
    expect(Object.keys(out.areas)).toEqual(['love', 'career', 'money', 'health', 'study', 'social'])
    for (const v of [out.overall, ...Object.values(out.areas)]) expect(v).toBeGreaterThanOrEqual(0)
    const jt = out.factors.find((f: { body: string; point: string; aspect: number }) => f.body === 'Jupiter' && f.point === 'Sun' && f.aspect === 3)
    expect(jt.exact).toMatch(/^2021-04-05T16:2\d:\d\dZ$/)
    expect(out.upcoming[0].date >= '2021-04-05').toBe(true)
    expect(out.card.dayGanZhi).toMatch(/^[甲乙丙丁戊己庚辛壬癸][子丑寅卯辰巳午未申酉戌亥]$/)
  })

  it('a year adds the solar return and progressed Moon factors and no card', async () => {
    const out = await run({ ...BIRTH, period: 'year', at: { date: '2025-03-10' } })
    expect(out.card).toBeUndefined()
    expect(out.factors.map((f: { kind: string }) => f.kind)).toEqual(expect.arrayContaining(['solarReturnAsc', 'progressedMoon']))
  })

  it('refuses a missing or out-of-range reading date and an unknown period', async () => {
    await expect(run({ ...BIRTH, period: 'day' })).rejects.toMatchObject({ code: 'bad_at' })
    await expect(run({ ...BIRTH, at: { date: '1700-01-01' } })).rejects.toMatchObject({ code: 'bad_at' })
    await expect(run({ ...BIRTH, period: 'decade', at: { date: '2025-03-10' } })).rejects.toBeInstanceOf(EngineInputError)
  })
})
