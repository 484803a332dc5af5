import { Text, View } from '@tarojs/components'
import { useMemo } from 'react'
import { useLocalize, useT } from '@/components/hooks'
import { Pressable } from '@/components/ui/pressable'
import { navigate } from '@/platform/navigation'
import { entryTitleKey, type LibraryEntry } from './entries'

/** An entry's title in the reader's language. */
export function useEntryTitle() {
  const t = useT()
  const l = useLocalize()
  return useMemo(
    () => (e: LibraryEntry) => {
      const { key, options } = entryTitleKey(e)
      // Card names are data in simplified characters: convert them for zh-Hant.
      return l(t(key, options))
    },
    [t, l],
  )
}

export const openEntry = (id: string) => void navigate('library-entry', { id })

/** A search result: title, category and the article's first sentence. */
export function ResultRow({ entry }: { entry: LibraryEntry }) {
  const t = useT()
  const l = useLocalize()
  const title = useEntryTitle()
  const firstSentence = entry.text.paragraphs[0].split('。')[0]
  return (
    <Pressable className="lib-row" role="link" data-testid={`library-result-${entry.id}`} onPress={() => openEntry(entry.id)}>
      <View className="lib-row__head">
        <Text className="lib-row__title">{title(entry)}</Text>
        <Text className="lib-row__cat">{t(`library.category.${entry.category}`)}</Text>
      </View>
      <Text className="lib-row__excerpt">{l(`${firstSentence}。`)}</Text>
    </Pressable>
  )
}

/** A compact link to an entry (category lists, cross-links). */
export function EntryChip({ entry, prefix, testId }: { entry: LibraryEntry; prefix?: string; testId: string }) {
  const title = useEntryTitle()
  return (
    <Pressable className="lib-chip" role="link" data-testid={testId} onPress={() => openEntry(entry.id)}>
      {prefix ? `${prefix} · ${title(entry)}` : title(entry)}
    </Pressable>
  )
}
