import '@/packageE/locales.generated'
import { Text, View } from '@tarojs/components'
import { useLocalize, useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { navigate } from '@/platform/navigation'
import { useRouteParams } from '@/platform/route-params'
import { aspectAngleDeg, libraryEntry } from '../library-common/entries'
import { EntryChip, useEntryTitle } from '../library-common/views'
import '../library-common/library.css'

/** One library entry by ?id=: our article, the dice text for the same subject, and links to related entries. */
export default function LibraryEntryPage() {
  const t = useT()
  const l = useLocalize()
  const title = useEntryTitle()
  const { id } = useRouteParams<{ id?: string }>()
  const entry = libraryEntry(id)
  const angle = entry?.category === 'aspect' ? aspectAngleDeg(entry.key) : null

  return (
    <PageShell routeId="library-entry" title={entry ? title(entry) : undefined}>
      {!entry ? (
        <View className="card muted" data-testid="library-not-found">
          {t('library.notFound')}
        </View>
      ) : (
        <>
          <View className="card" data-testid="library-article">
            <View className="lib-title">{title(entry)}</View>
            <Text className="lib-keywords">
              {t(`library.category.${entry.category}`)} · {l(entry.text.keywords.join('、'))}
            </Text>
            {angle !== null && <View className="lib-p">{t('library.angle', { deg: angle })}</View>}
            {entry.text.paragraphs.map((p, i) => (
              <View key={i} className="lib-p">
                {l(p)}
              </View>
            ))}
          </View>
          {entry.diceText && (
            <View className="card">
              <View className="card__title">{t('library.inDice')}</View>
              <View className="lib-p">{l(entry.diceText)}</View>
            </View>
          )}
          <View className="card" data-testid="library-links">
            <View className="card__title">{t('library.related')}</View>
            <View className="lib-chips">
              {entry.links.map((link) => {
                const to = libraryEntry(link.to)
                return (
                  to && <EntryChip key={`${link.rel}-${link.to}`} entry={to} prefix={t(`library.rel.${link.rel}`)} testId={`library-link-${to.id}`} />
                )
              })}
            </View>
          </View>
        </>
      )}
      <View className="list">
        <Pressable className="list__item" data-testid="library-to-index" onPress={() => void navigate('library')}>
          <Text>{t('library.toIndex')}</Text>
          <Text className="list__chevron">›</Text>
        </Pressable>
      </View>
    </PageShell>
  )
}
