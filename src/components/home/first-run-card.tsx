import { Text, View } from '@tarojs/components'
import { useT } from '@/components/hooks'
import { Pressable } from '@/components/ui/pressable'
import { navigate } from '@/platform/navigation'
import { selectNeedsFirstRun, useBirths } from '@/store/births'
import './first-run-card.css'

/**
 * Home, first run: the seeded profile is an example, not the user. Offers to enter one's own birth (the editor in
 * `own` mode) or to look at the examples first; either answer hides the card for good.
 */
export function FirstRunCard() {
  const t = useT()
  const needed = useBirths(selectNeedsFirstRun)
  if (!needed) return null
  return (
    <View className="card fr-card" data-testid="first-run">
      <Text className="card__title fr-title">{t('births.firstRunTitle')}</Text>
      <Text className="fr-text">{t('births.firstRunText')}</Text>
      <View className="fr-actions">
        <Pressable className="btn fr-btn" data-testid="first-run-enter" onPress={() => void navigate('birth-editor', { own: 1 })}>
          {t('births.firstRunEnter')}
        </Pressable>
        <Pressable className="btn btn--ghost fr-btn" data-testid="first-run-skip" onPress={() => useBirths.getState().firstRunSkipped()}>
          {t('births.firstRunSkip')}
        </Pressable>
      </View>
    </View>
  )
}
