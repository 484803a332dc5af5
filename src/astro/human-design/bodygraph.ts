/**
 * The bodygraph from the activated gates: defined channels and centres, type, authority and definition
 * (Definitive Book of Human Design, ch. 1–4). Pure functions of a set of gates.
 */
import { CENTER_IDS, CENTERS, CHANNELS, type CenterId, type HumanDesignType } from './tables'

export type Authority = 'Emotional' | 'Sacral' | 'Splenic' | 'EgoManifested' | 'EgoProjected' | 'SelfProjected' | 'Mental' | 'Lunar'
export type Definition = 'None' | 'Single' | 'Split' | 'TripleSplit' | 'QuadrupleSplit'

export interface Bodygraph {
  channels: string[]
  definedCenters: CenterId[]
  type: HumanDesignType
  authority: Authority
  definition: Definition
}

const CENTER_OF_GATE = new Map<number, CenterId>()
for (const id of CENTER_IDS) for (const g of CENTERS[id].gates) CENTER_OF_GATE.set(g, id)

export const centerOfGate = (gate: number): CenterId => CENTER_OF_GATE.get(gate)!

/** Channels whose two gates are both activated. */
export function definedChannels(gates: ReadonlySet<number>): string[] {
  return CHANNELS.filter((c) => {
    const [a, b] = c.split('-').map(Number)
    return gates.has(a) && gates.has(b)
  })
}

/** Connected groups of defined centres, joined by defined channels. */
function components(channels: readonly string[]): CenterId[][] {
  const adjacent = new Map<CenterId, Set<CenterId>>()
  for (const c of channels) {
    const [a, b] = c.split('-').map((g) => centerOfGate(Number(g)))
    if (!adjacent.has(a)) adjacent.set(a, new Set())
    if (!adjacent.has(b)) adjacent.set(b, new Set())
    adjacent.get(a)!.add(b)
    adjacent.get(b)!.add(a)
  }
  const seen = new Set<CenterId>()
  const groups: CenterId[][] = []
  for (const start of CENTER_IDS) {
    if (!adjacent.has(start) || seen.has(start)) continue
    const group: CenterId[] = []
    const stack = [start]
    seen.add(start)
    while (stack.length) {
      const c = stack.pop()!
      group.push(c)
      for (const n of adjacent.get(c)!)
        if (!seen.has(n)) {
          seen.add(n)
          stack.push(n)
        }
    }
    groups.push(group)
  }
  return groups
}

const DEFINITIONS: Definition[] = ['None', 'Single', 'Split', 'TripleSplit', 'QuadrupleSplit']

export function bodygraphOf(gates: ReadonlySet<number>): Bodygraph {
  const channels = definedChannels(gates)
  const groups = components(channels)
  const groupOf = (c: CenterId) => groups.find((g) => g.includes(c))
  const defined = new Set(groups.flat())
  const connected = (a: CenterId, b: CenterId) => !!groupOf(a) && groupOf(a) === groupOf(b)
  // A motor reaches the Throat through defined channels (Definitive Book: "motor to throat").
  const motorToThroat = CENTER_IDS.some((c) => CENTERS[c].motor && connected(c, 'Throat'))

  let type: HumanDesignType
  if (defined.size === 0) type = 'Reflector'
  else if (defined.has('Sacral')) type = motorToThroat ? 'ManifestingGenerator' : 'Generator'
  else type = motorToThroat ? 'Manifestor' : 'Projector'

  // Inner authority, first match in the hierarchy.
  let authority: Authority
  if (type === 'Reflector') authority = 'Lunar'
  else if (defined.has('SolarPlexus')) authority = 'Emotional'
  else if (defined.has('Sacral')) authority = 'Sacral'
  else if (defined.has('Spleen')) authority = 'Splenic'
  else if (defined.has('Heart')) authority = connected('Heart', 'Throat') ? 'EgoManifested' : 'EgoProjected'
  else if (defined.has('G') && connected('G', 'Throat')) authority = 'SelfProjected'
  else authority = 'Mental'

  return {
    channels,
    definedCenters: CENTER_IDS.filter((c) => defined.has(c)),
    type,
    authority,
    definition: DEFINITIONS[Math.min(4, groups.length)],
  }
}
