/**
 * Every engine CLI command, fed its own example input with some fields replaced by arbitrary JSON: it answers, or
 * it refuses with an input error (exit 2 with an error JSON) — never an internal error (a TypeError, a RangeError).
 */
import fc from 'fast-check'
import { allCommands } from '@/cli/commands'
import { runCommand } from '@/cli/registry'
import { EngineInputError } from '@/core/errors'

/** The JSON object of a command's example (`npm run -s engine -- <name> '<json>'`). */
function exampleInput(example: string): Record<string, unknown> {
  const m = example.match(/'(\{.*\})'/)
  return m ? (JSON.parse(m[1]) as Record<string, unknown>) : {}
}

// Arbitrary JSON, and objects that JSON.parse builds with their own toString/valueOf: Number() and String() throw
// a TypeError on those unless the input is checked first.
const anyJson = fc.oneof(
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(...['{"toString":[]}', '{"valueOf":{}}', '{"toString":1,"valueOf":2}'].map((j) => JSON.parse(j) as unknown)),
  },
)

// Commands whose one call scans a long span of time: fewer runs keep the suite quick.
const SLOW = new Set(['stations', 'moon', 'zeri', 'directions'])

describe.each(Object.entries(allCommands).map(([name, c]) => [name, c] as const))('engine CLI %s', (name, command) => {
  const base = exampleInput(command.example)
  const keys = [...new Set([...Object.keys(base), 'date', 'time', 'birthZone', 'lat', 'lng', 'settings'])]
  it('answers or refuses any JSON in its fields with an input error', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.subarray(keys, { minLength: 1, maxLength: 3 }),
        fc.array(anyJson, { minLength: 3, maxLength: 3 }),
        async (picked, values) => {
          const input = { ...base }
          picked.forEach((k, i) => (input[k] = values[i]))
          try {
            await runCommand(command, input)
          } catch (e) {
            if (!(e instanceof EngineInputError)) throw new Error(`${name} ${JSON.stringify(input)}: ${e instanceof Error ? e.stack : String(e)}`)
          }
        },
      ),
      { numRuns: SLOW.has(name) ? 8 : 60, seed: 20261124 },
    )
  }, 120_000)
})

describe('input shape', () => {
  it('a reserved field name at any depth is refused as bad_field', async () => {
    const natal = allCommands.natal
    const input = JSON.parse('{"date":"1990-06-15","time":"20:00","birthZone":-8,"lat":39.9,"lng":116.4,"settings":{"a":[{"valueOf":1}]}}')
    await expect(runCommand(natal, input)).rejects.toMatchObject({ code: 'bad_field' })
    await expect(runCommand(natal, { ...input, settings: {} })).resolves.toBeTruthy()
  })
})
