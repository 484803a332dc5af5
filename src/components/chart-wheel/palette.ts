/** Colours of the wheel by doctrine: signs by element, aspects by family. */
import type { ChartStyleColors } from '@/chart-styles/styles'

const ELEMENT_OF_SIGN = ['fire', 'earth', 'air', 'water'] as const
export function signColor(style: ChartStyleColors, sign: number): string {
  const e = ELEMENT_OF_SIGN[(sign - 1) % 4]
  return e === 'fire' ? style.sign_fire : e === 'earth' ? style.sign_earth : e === 'air' ? style.sign_air : style.sign_water
}

/** Aspect colour family: tension (opposition, square, semi-/sesqui-square), harmony (trine, sextile), neutral. */
export function aspectFamily(aspect: number): 'tension' | 'harmony' | 'neutral' {
  if (aspect === 2 || aspect === 4 || aspect === 7 || aspect === 8) return 'tension'
  if (aspect === 3 || aspect === 5) return 'harmony'
  return 'neutral'
}
