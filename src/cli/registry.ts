import { assertPlainInput } from './input'
/** Engine CLI command table. Each area registers its commands in src/cli/commands/<area>.ts. */
export type EngineCommand = (input: Record<string, unknown>) => unknown | Promise<unknown>
export type CommandTable = Record<string, { summary: string; example: string; run: EngineCommand }>

/** Runs a command on a parsed JSON input, as the CLI does: the input's shape is checked first. */
export async function runCommand(command: CommandTable[string], input: Record<string, unknown>): Promise<unknown> {
  assertPlainInput(input)
  return command.run(input)
}
