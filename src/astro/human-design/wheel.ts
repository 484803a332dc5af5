/** The rave mandala: longitude → gate, line, colour, tone, base (64 gates × 6 lines × 6 colours × 6 tones × 5 bases). */
import { normDeg } from '../zodiac'
import { GATE_ORDER, GATE_SPAN_DEG, LINE_SPAN_DEG, WHEEL_START_DEG } from './tables'

export interface Activation {
  lonDeg: number
  gate: number
  /** 1–6. */
  line: number
  color: number
  tone: number
  base: number
}

export function activationOf(lonDeg: number, wheelStartDeg = WHEEL_START_DEG): Activation {
  const offsetDeg = normDeg(lonDeg - wheelStartDeg)
  const index = Math.min(63, Math.floor(offsetDeg / GATE_SPAN_DEG))
  const inGateDeg = offsetDeg - index * GATE_SPAN_DEG
  const lineF = Math.min(6 - 1e-12, inGateDeg / LINE_SPAN_DEG)
  const colorF = (lineF % 1) * 6
  const toneF = (colorF % 1) * 6
  const baseF = (toneF % 1) * 5
  return {
    lonDeg: normDeg(lonDeg),
    gate: GATE_ORDER[index],
    line: Math.floor(lineF) + 1,
    color: Math.floor(colorF) + 1,
    tone: Math.floor(toneF) + 1,
    base: Math.floor(baseF) + 1,
  }
}

/** "gate.line", e.g. "26.5". */
export const gateLine = (a: Activation): string => `${a.gate}.${a.line}`
