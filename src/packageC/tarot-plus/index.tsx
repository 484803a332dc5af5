import '@/packageC/locales.generated'
import { useT } from '@/components/hooks'
import { ClarifierPage } from '@/components/tarot/clarifier-page'
import { TarotCard } from '@/components/tarot/tarot-card'
import { interpretCard, TAROT_SPREADS, withClarifier, type TarotSettings, type TarotSpreadId } from '@/divination/tarot'
import { useRouteParams } from '@/platform/route-params'
import { useCardBack } from '@/store/card-settings'
import { recordById, useDivinationHistory } from '@/store/divination-history'
import { CardText } from '../tarot-result/reading-view'
import '../tarot-result/index.css'

/** Tarot plus mode: clarifier cards for one position of a saved reading, drawn from what is left of its deck. */
export default function TarotPlusPage() {
  const t = useT()
  const params = useRouteParams()
  const back = useCardBack('tarot')
  const record = useDivinationHistory((s) => recordById(s.records, params.record))
  if (record?.system !== 'tarot') return <ClarifierPage routeId="tarot-plus" testPrefix="tp" position={null} />
  const spread = record.result.spread as TarotSpreadId
  const position = String(params.position ?? '')
  const main = record.result.cards.find((c) => c.position === position)
  const clarifiers = record.result.plus.filter((p) => p.position === position).flatMap((p) => p.cards)
  const inputs = record.inputs as { seed?: string; cutIndex?: number; settings?: Partial<TarotSettings> }
  const shown = [...(main ? [main] : []), ...clarifiers]
  return (
    <ClarifierPage
      routeId="tarot-plus"
      testPrefix="tp"
      position={{
        zh: TAROT_SPREADS[spread].positions.find((p) => p.id === position)?.zh ?? position,
        cards: shown.map((c, i) => (
          <TarotCard key={i} id={c.id} reversed={c.reversed} faceUp back={back} size="sm" label="" testId={`tp-card-${i}`} />
        )),
        texts: clarifiers.map((c, i) => (
          <CardText key={i} c={interpretCard(spread, c, t('tarot.clarifier', { n: i + 1 }))} testId={`tp-text-${i}`} />
        )),
        draw() {
          const seed = { seed: String(inputs.seed ?? ''), spread, cutIndex: inputs.cutIndex ?? 0, settings: inputs.settings }
          useDivinationHistory.getState().tarotPlusSaved(record.id, withClarifier(seed, record.result.plus, position))
        },
      }}
    />
  )
}
