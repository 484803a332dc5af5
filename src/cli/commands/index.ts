import type { CommandTable } from '../registry'
import { commands as yi } from './yi'
import { commands as ziwei } from './ziwei'
import { commands as chineseCalendar } from './chinese-calendar'
import { commands as astro } from './astro'
import { commands as qimenLiuren } from './qimen-liuren'
import { commands as vedic } from './vedic'
import { commands as esoteric } from './esoteric'
import { commands as cards } from './cards'
import { commands as zhengyu } from './zhengyu'
import { commands as classical } from './classical'
import { commands as tools } from './tools'
import { commands as luck } from './luck'
import { commands as xingxiu } from './xingxiu'
import { commands as cetian } from './cetian'

// One import per area; each area file exports `commands`.
const tables: CommandTable[] = [
  yi,
  ziwei,
  chineseCalendar,
  astro,
  vedic,
  cards,
  esoteric,
  qimenLiuren,
  zhengyu,
  classical,
  tools,
  luck,
  xingxiu,
  cetian,
]

export const allCommands: CommandTable = Object.assign({}, ...tables)
