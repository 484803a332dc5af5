import '@/packageE/locales.generated'
import { Input, Text, View } from '@tarojs/components'
import { useMemo, useState } from 'react'
import { useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { fieldLabelAttributes } from '@/platform/a11y'
import { useRouteParams } from '@/platform/route-params'
import { useSettings } from '@/store/settings'
import { LIBRARY_CATEGORIES, LIBRARY_ENTRIES } from '../library-common/entries'
import { buildLibrarySearch } from '../library-common/search'
import { EntryChip, ResultRow, useEntryTitle } from '../library-common/views'
import '../library-common/library.css'

/** 知识库: the entries by category, and a search over all of them in the reader's script (?q= fills the box). */
export default function LibraryPage() {
  const t = useT()
  const language = useSettings((s) => s.language)
  const title = useEntryTitle()
  const params = useRouteParams<{ q?: string }>()
  const [query, setQuery] = useState(params.q ?? '')
  const q = query.trim()
  const searching = q !== ''
  // Built on the first query, again when the language changes.
  const search = useMemo(() => (searching ? buildLibrarySearch(language, title) : null), [searching, language, title])
  const results = useMemo(() => search?.search(q) ?? [], [search, q])

  return (
    <PageShell routeId="library">
      <View className="lib-search">
        <Input
          {...fieldLabelAttributes(t('library.searchPlaceholder'))}
          data-testid="library-search"
          value={query}
          placeholder={t('library.searchPlaceholder')}
          confirmType="search"
          onInput={(e) => setQuery(e.detail.value)}
        />
      </View>
      {q ? (
        <View className="card" data-testid="library-results">
          {results.length === 0 ? (
            <Text className="muted">{t('library.noResults', { q })}</Text>
          ) : (
            <>
              <Text className="muted">{t('library.resultCount', { n: results.length })}</Text>
              {results.map((e) => (
                <ResultRow key={e.id} entry={e} />
              ))}
            </>
          )}
        </View>
      ) : (
        LIBRARY_CATEGORIES.map((c) => (
          <View key={c} className="card" data-testid={`library-category-${c}`}>
            <View className="card__title">{t(`library.category.${c}`)}</View>
            <View className="lib-chips">
              {LIBRARY_ENTRIES.filter((e) => e.category === c).map((e) => (
                <EntryChip key={e.id} entry={e} testId={`library-entry-${e.id}`} />
              ))}
            </View>
          </View>
        ))
      )}
    </PageShell>
  )
}
