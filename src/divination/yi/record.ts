/**
 * A divination cast as the history store saves it: the question, when it was cast, the inputs (enough to replay:
 * a coin cast keeps its seed) and the result. Plain JSON. The engine never reads the clock: the caller passes
 * `createdAt` (ISO 8601) and builds the id from it.
 */
export type DivinationSystem = 'liuyao' | 'meihua' | 'yi' | 'tarot' | 'lenormand' | 'dice' | 'geomancy' | 'answer-book' | 'qimen' | 'liuren' | 'taiyi'

export interface CastRecord<TInput = unknown, TResult = unknown> {
  /** Stable id, e.g. "liuyao-1718000000000". */
  id: string
  system: DivinationSystem
  question: string
  /** When the record was made (ISO 8601, from the caller). */
  createdAt: string
  /** The cast time as entered (SPEC time input), if any. */
  castTime: { date: string; time: string; birthZone: number; summer?: number } | { jdUT: number } | null
  /** Everything needed to recompute the result (method, seed, lines, numbers, settings). */
  inputs: TInput
  result: TResult
  /** Record format version, for migrations. */
  version: 1
}

export function makeCastRecord<TInput, TResult>(args: {
  system: DivinationSystem
  question?: string
  createdAt: string
  createdAtMs: number
  castTime?: CastRecord['castTime']
  inputs: TInput
  result: TResult
}): CastRecord<TInput, TResult> {
  return {
    id: `${args.system}-${args.createdAtMs}`,
    system: args.system,
    question: (args.question ?? '').trim(),
    createdAt: args.createdAt,
    castTime: args.castTime ?? null,
    inputs: args.inputs,
    result: args.result,
    version: 1,
  }
}
