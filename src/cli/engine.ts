/**
 * The engine CLI (DESIGN.md §3): `npm run -s engine -- <command> '<json>'` prints one JSON document and exits 0;
 * invalid input exits 2 with {"error":{"code","message"}}; never a stack trace.
 */
import { EngineInputError } from '../core/errors'
import { allCommands } from './commands'
import { runCommand } from './registry'

function fail(code: string, message: string, exitCode = 2): never {
  process.stdout.write(JSON.stringify({ error: { code, message } }) + '\n')
  process.exit(exitCode)
}

async function main(argv: string[]): Promise<void> {
  const [name, json] = argv
  if (!name || name === 'help' || name === '--help') {
    const lines = Object.entries(allCommands).map(([k, c]) => `  ${k.padEnd(12)} ${c.summary}\n      e.g. ${c.example}`)
    process.stdout.write(`usage: npm run -s engine -- <command> '<json>'\ncommands:\n${lines.join('\n')}\n`)
    return
  }
  const command = allCommands[name]
  if (!command) fail('unknown_command', `unknown command "${name}"; known: ${Object.keys(allCommands).join(', ')}`)
  let input: unknown = {}
  if (json !== undefined) {
    try {
      input = JSON.parse(json)
    } catch {
      fail('bad_json', 'the second argument must be a JSON object')
    }
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input)) fail('bad_json', 'the input must be a JSON object')
  try {
    const out = await runCommand(command, input as Record<string, unknown>)
    process.stdout.write(JSON.stringify(out) + '\n')
  } catch (e) {
    if (e instanceof EngineInputError) fail(e.code, e.message)
    fail('internal', e instanceof Error ? e.message : String(e), 1)
  }
}

void main(process.argv.slice(2))
