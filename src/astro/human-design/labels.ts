/** Gate labels by the guaType setting: the gate number, or the name of its I Ching hexagram (gate n = King Wen n). */
import { hexagramByNumber } from '@/divination/yi/hexagrams'
import type { HumanDesignSettings } from './settings'

export function gateLabel(gate: number, guaType: HumanDesignSettings['guaType']): string {
  return guaType === 'hexagram' ? hexagramByNumber(gate).name : String(gate)
}

/** An activation as "gate.line" or "hexagram.line" (e.g. "26.5" or "大畜.5"). */
export function activationLabel(a: { gate: number; line: number }, guaType: HumanDesignSettings['guaType']): string {
  return `${gateLabel(a.gate, guaType)}.${a.line}`
}
