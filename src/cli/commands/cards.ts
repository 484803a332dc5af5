import { inputError } from '@/core/errors'
import { rollDice } from '@/divination/dice'
import { castGeomancy } from '@/divination/geomancy'
import { drawLenormand, type LenormandLayoutId } from '@/divination/lenormand'
import { drawTarot, type PlusRequest, type TarotSpreadId } from '@/divination/tarot'
import { objectOf, settingsWithFlags } from '../input'
import type { CommandTable } from '../registry'

function seedOf(input: Record<string, unknown>): string {
  if (input.seed === undefined || input.seed === null || String(input.seed) === '')
    inputError('missing_seed', '需要 seed（任意字符串），同一 seed 得同一结果')
  return String(input.seed)
}

function plusOf(v: unknown): PlusRequest[] | undefined {
  if (v === undefined) return undefined
  if (!Array.isArray(v)) inputError('bad_plus', 'plus 应为 [{position, count}] 数组')
  return v as PlusRequest[]
}

/** Reading options common to both card systems: settings object plus the loose flags showReverse / reverseRate / useDirector. */
function cardSettingsOf(input: Record<string, unknown>): Record<string, unknown> {
  const s = settingsWithFlags(input, ['showReverse', 'reverseRate', 'useDirector', 'deckId', 'grandTableau'])
  if (input.deck !== undefined) s.deckId = input.deck
  return s
}

/** What a tarot or lenormand draw takes besides its spread or layout. */
function cardDrawOf(input: Record<string, unknown>) {
  return {
    seed: seedOf(input),
    settings: cardSettingsOf(input),
    // Only numbers and numeric strings convert; anything else (an object, an array) is NaN and refused as bad_cut.
    cutIndex:
      input.cutIndex === undefined
        ? undefined
        : typeof input.cutIndex === 'number' || typeof input.cutIndex === 'string'
          ? Number(input.cutIndex)
          : NaN,
    plus: plusOf(input.plus),
  }
}

export const commands: CommandTable = {
  tarot: {
    summary:
      '塔罗抽牌: seed, spread (single/three/celtic-cross/relationship/horseshoe/year-ahead/full-deck), showReverse, reverseRate, useDirector, cutIndex, plus[{position,count}]',
    example: `npm run -s engine -- tarot '{"seed":"今天的工作 2026-11-24T09:00","spread":"three"}'`,
    run(input) {
      return drawTarot({ ...cardDrawOf(input), spread: input.spread as TarotSpreadId | undefined })
    },
  },
  lenormand: {
    summary:
      '雷诺曼抽牌: seed, layout (three/five/nine/grand-tableau), grandTableau ("4x9"/"8x4+4"), showReverse, useDirector, cutIndex, plus[{position,count}]',
    example: `npm run -s engine -- lenormand '{"seed":"abc","layout":"nine"}'`,
    run(input) {
      return drawLenormand({ ...cardDrawOf(input), layout: input.layout as LenormandLayoutId | undefined })
    },
  },
  dice: {
    summary: '占星骰子: seed → planet, sign, house (1–12)',
    example: `npm run -s engine -- dice '{"seed":"abc"}'`,
    run(input) {
      return rollDice(seedOf(input))
    },
  },
  geomancy: {
    summary: '地占: seed, or mothers[4] ("1212", top row first, 1 or 2 dots), or marks[16]; shield and house chart',
    example: `npm run -s engine -- geomancy '{"mothers":["1121","1212","2212","2222"]}'`,
    run(input) {
      if (input.mothers === undefined && input.marks === undefined) seedOf(input)
      return castGeomancy({
        seed: input.seed === undefined ? undefined : String(input.seed),
        mothers: input.mothers as string[] | undefined,
        marks: input.marks as number[] | undefined,
        settings: objectOf(input.settings, 'settings'),
      })
    },
  },
}
