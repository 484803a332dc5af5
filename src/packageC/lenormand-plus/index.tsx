import '@/packageC/locales.generated'
import { Text } from '@tarojs/components'
import { useLocalize, useT } from '@/components/hooks'
import { ClarifierPage } from '@/components/tarot/clarifier-page'
import { LenormandCard } from '@/components/tarot/lenormand-card'
import {
  interpretLenormand,
  LENORMAND_CARDS,
  pairText,
  withLenormandClarifier,
  type DrawnLenormandCard,
  type LenormandLayoutId,
  type LenormandSettings,
} from '@/divination/lenormand'
import { useRouteParams } from '@/platform/route-params'
import { useCardBack } from '@/store/card-settings'
import { recordById, useDivinationHistory } from '@/store/divination-history'
import { LenormandCardText } from '../lenormand-result/card-text'
import '../lenormand-result/index.css'

/**
 * Lenormand plus mode: clarifier cards for one position of a saved reading, drawn from what is left of its deck.
 * Each clarifier is read with the position's card as a pair, the position's card the subject.
 */
export default function LenormandPlusPage() {
  const t = useT()
  const l = useLocalize()
  const params = useRouteParams()
  const back = useCardBack('lenormand')
  const record = useDivinationHistory((s) => recordById(s.records, params.record))
  if (record?.system !== 'lenormand') return <ClarifierPage routeId="lenormand-plus" testPrefix="lp" position={null} />
  const layout = record.result.layout as LenormandLayoutId
  const position = String(params.position ?? '')
  const main = (record.result.cards as DrawnLenormandCard[]).find((c) => c.position === position)
  const clarifiers = record.result.plus.filter((p) => p.position === position).flatMap((p) => p.cards as DrawnLenormandCard[])
  const it = interpretLenormand({ layout, cards: [...(main ? [main] : []), ...clarifiers] })
  const inputs = record.inputs as { seed?: string; cutIndex?: number; settings?: Partial<LenormandSettings> }
  const name = (n: number) => `${l(LENORMAND_CARDS[n - 1].zh)}`
  return (
    <ClarifierPage
      routeId="lenormand-plus"
      testPrefix="lp"
      position={{
        zh: it.cards[0]?.positionZh ?? position,
        cards: it.cards.map((c, i) => (
          <LenormandCard key={i} n={c.n} reversed={c.reversed} faceUp back={back} size="sm" label="" testId={`lp-card-${i}`} />
        )),
        texts: it.cards.slice(main ? 1 : 0).map((c, i) => (
          <LenormandCardText key={i} c={c} label={t('tarot.clarifier', { n: i + 1 })} testId={`lp-text-${i}`}>
            {main && (
              <Text className="tr-text__body lr-house" data-testid={`lp-pair-${i}`}>
                「{name(main.n)} + {name(c.n)}」：{l(pairText(main.n, c.n))}
              </Text>
            )}
          </LenormandCardText>
        )),
        draw() {
          const seed = { seed: String(inputs.seed ?? ''), layout, cutIndex: inputs.cutIndex ?? 0, settings: inputs.settings }
          useDivinationHistory.getState().lenormandPlusSaved(record.id, withLenormandClarifier(seed, record.result.plus, position))
        },
      }}
    />
  )
}
