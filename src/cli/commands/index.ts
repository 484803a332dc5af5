import type { CommandTable } from '../registry'
import { commands as ziwei } from './ziwei'

// One import per area; each area file exports `commands`.
const tables: CommandTable[] = [ziwei]

export const allCommands: CommandTable = Object.assign({}, ...tables)
