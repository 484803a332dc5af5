/** Engine CLI command table. Each area registers its commands in src/cli/commands/<area>.ts. */
export type EngineCommand = (input: Record<string, unknown>) => unknown | Promise<unknown>
export type CommandTable = Record<string, { summary: string; example: string; run: EngineCommand }>
