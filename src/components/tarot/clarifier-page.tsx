import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { useLocalize, useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { ui } from '@/components/ui/ui'

/** Clarifiers per position at most (a spread stays readable). */
export const MAX_CLARIFIERS = 3

/**
 * Plus mode (tarot-plus, lenormand-plus): one position of a saved reading, its own card then its clarifiers, their
 * texts, and a button drawing one more. `position` is null when the record is gone. Test ids start with testPrefix.
 */
export function ClarifierPage(props: {
  routeId: string
  testPrefix: string
  position: {
    /** The position's name (zh-Hans; localised here). */
    zh: string
    /** The position's own card first, then its clarifiers. */
    cards: readonly ReactNode[]
    /** One text per clarifier. */
    texts: readonly ReactNode[]
    /** Draws one more clarifier and saves it; an engine error is toasted. */
    draw(): void
  } | null
}) {
  const t = useT()
  const l = useLocalize()
  const p = props.position
  const id = (name: string) => `${props.testPrefix}-${name}`
  if (!p) {
    return (
      <PageShell routeId={props.routeId}>
        <View className="card muted" data-testid={id('not-found')}>
          {t('tarot.notFound')}
        </View>
      </PageShell>
    )
  }
  const draw = () => {
    try {
      p.draw()
    } catch (e) {
      ui.toast(e instanceof Error ? e.message : String(e))
    }
  }
  return (
    <PageShell routeId={props.routeId}>
      <View className="card">
        <Text className="card__title">{t('tarot.plusTitle', { position: l(p.zh) })}</Text>
        <Text className="muted">{t('tarot.plusIntro')}</Text>
      </View>
      <View className="tr-table" data-testid={id('table')}>
        {p.cards.map((card, i) => (
          <View key={i} className="tr-slot">
            {card}
            <Text className="tr-slot__pos">{i === 0 ? l(p.zh) : t('tarot.clarifier', { n: i })}</Text>
          </View>
        ))}
      </View>
      {p.texts.length > 0 && <View className="card">{p.texts}</View>}
      {p.texts.length < MAX_CLARIFIERS && (
        <Pressable className="btn tr-again" data-testid={id('draw')} onPress={draw}>
          {t('tarot.plusDraw')}
        </Pressable>
      )}
    </PageShell>
  )
}
