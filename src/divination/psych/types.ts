/** Psychological test definitions: Likert items keyed to scales, and result bands with our own texts. */

/** '+': agreeing raises the scale; '-': reverse keyed, scored 6 − answer. */
export type Keying = '+' | '-'

export interface PsychItem {
  /** 1-based position in the test, as the source numbers it. */
  readonly n: number
  readonly text: string
  readonly scale: string
  readonly keyed: Keying
}

/** A result band: applies when the scale's percentage is at least minPct (bands ascend, the first starts at 0). */
export interface PsychBand {
  readonly minPct: number
  readonly title: string
  readonly text: string
}

export interface PsychScale {
  readonly id: string
  readonly name: string
  /** Two-character label for the chart. */
  readonly short: string
  readonly description: string
  readonly bands: readonly PsychBand[]
}

export interface PsychTest {
  readonly id: string
  readonly title: string
  readonly summary: string
  /** Shown before the first item: how to answer. */
  readonly instructions: string
  /** Where the items come from and their licence, or that they are our own. */
  readonly source: string
  readonly minutes: number
  /** The five answer labels, answer 1 first. */
  readonly likert: readonly [string, string, string, string, string]
  readonly scales: readonly PsychScale[]
  readonly items: readonly PsychItem[]
  /** Said under every result: what the test is not. */
  readonly disclaimer: string
}

/** One answer per item in item order: 1–5, or null while unanswered. */
export type PsychAnswers = readonly (number | null)[]

export interface ScaleScore {
  scale: string
  /** Sum of the keyed item scores. */
  raw: number
  min: number
  max: number
  items: number
  /** (raw − min) / (max − min), as a whole percentage 0–100. */
  pct: number
  /** Index into the scale's bands. */
  band: number
}

export interface PsychResult {
  testId: string
  scales: ScaleScore[]
}
