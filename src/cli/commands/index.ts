import type { CommandTable } from '../registry'

// One import per area; each area file exports `commands`.
const tables: CommandTable[] = []

export const allCommands: CommandTable = Object.assign({}, ...tables)
