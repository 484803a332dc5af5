import { Text, View } from '@tarojs/components'
import { useLocalize, useT } from '@/components/hooks'
import { TarotCard } from '@/components/tarot/tarot-card'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { ui } from '@/components/ui/ui'
import { interpretCard, TAROT_SPREADS, withClarifier, type TarotSettings, type TarotSpreadId } from '@/divination/tarot'
import { useRouteParams } from '@/platform/route-params'
import { useCardBack } from '@/store/card-settings'
import { recordById, useDivinationHistory } from '@/store/divination-history'
import { CardText } from '../tarot-result/reading-view'
import '../tarot-result/index.css'

/** Clarifiers per position at most (a spread stays readable). */
export const MAX_CLARIFIERS = 3

/** Tarot plus mode: clarifier cards for one position of a saved reading, drawn from what is left of its deck. */
export default function TarotPlusPage() {
  const t = useT()
  const l = useLocalize()
  const params = useRouteParams()
  const back = useCardBack('tarot')
  const record = useDivinationHistory((s) => recordById(s.records, params.record))
  if (record?.system !== 'tarot') {
    return (
      <PageShell routeId="tarot-plus">
        <View className="card muted" data-testid="tp-not-found">
          {t('tarot.notFound')}
        </View>
      </PageShell>
    )
  }
  const spread = record.result.spread as TarotSpreadId
  const position = String(params.position ?? '')
  const positionZh = TAROT_SPREADS[spread].positions.find((p) => p.id === position)?.zh ?? position
  const main = record.result.cards.find((c) => c.position === position)
  const clarifiers = record.result.plus.filter((p) => p.position === position).flatMap((p) => p.cards)
  const inputs = record.inputs as { seed?: string; cutIndex?: number; settings?: Partial<TarotSettings> }

  const draw = () => {
    try {
      const plus = withClarifier(
        { seed: String(inputs.seed ?? ''), spread, cutIndex: inputs.cutIndex ?? 0, settings: inputs.settings },
        record.result.plus,
        position,
      )
      useDivinationHistory.getState().tarotPlusSaved(record.id, plus)
    } catch (e) {
      ui.toast(e instanceof Error ? e.message : String(e))
    }
  }

  return (
    <PageShell routeId="tarot-plus">
      <View className="card">
        <Text className="card__title">{t('tarot.plusTitle', { position: l(positionZh) })}</Text>
        <Text className="muted">{t('tarot.plusIntro')}</Text>
      </View>
      <View className="tr-table" data-testid="tp-table">
        {[...(main ? [main] : []), ...clarifiers].map((c, i) => (
          <View key={i} className="tr-slot">
            <TarotCard id={c.id} reversed={c.reversed} faceUp back={back} size="sm" label="" testId={`tp-card-${i}`} />
            <Text className="tr-slot__pos">{i === 0 ? l(positionZh) : t('tarot.clarifier', { n: i })}</Text>
          </View>
        ))}
      </View>
      {clarifiers.length > 0 && (
        <View className="card">
          {clarifiers.map((c, i) => {
            const it = interpretCard(spread, c, t('tarot.clarifier', { n: i + 1 }))
            return <CardText key={i} c={it} testId={`tp-text-${i}`} />
          })}
        </View>
      )}
      {clarifiers.length < MAX_CLARIFIERS && (
        <Pressable className="btn tr-again" data-testid="tp-draw" onPress={draw}>
          {t('tarot.plusDraw')}
        </Pressable>
      )}
    </PageShell>
  )
}
