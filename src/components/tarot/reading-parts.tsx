import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { useLocalize, useT } from '@/components/hooks'
import { Pressable } from '@/components/ui/pressable'
import { navigate } from '@/platform/navigation'

/**
 * One card in words: position, card name, optional theme tag, keywords, then the text lines (children); a spread
 * card also names its clarifiers (localised names) and opens the plus page (onPlus), and links the card's library entry.
 */
export function CardTextBlock(props: {
  positionZh: string
  title: string
  theme?: string
  keywords?: readonly string[]
  testId: string
  children: ReactNode
  clarifiers?: readonly string[]
  onPlus?: () => void
  /** The card's knowledge-library entry, linked under the text. */
  libraryId?: string
}) {
  const t = useT()
  const l = useLocalize()
  return (
    <View className="tr-text" data-testid={props.testId}>
      <View className="tr-text__head">
        <Text className="tr-text__pos">{l(props.positionZh)}</Text>
        <Text className="tr-text__card">{props.title}</Text>
        {props.theme && <Text className="tr-text__theme">{props.theme}</Text>}
      </View>
      {props.keywords && props.keywords.length > 0 && (
        <View className="tr-keywords">
          {props.keywords.map((k) => (
            <Text key={k} className="tr-keyword">
              {l(k)}
            </Text>
          ))}
        </View>
      )}
      {props.children}
      {props.clarifiers && props.clarifiers.length > 0 && (
        <Text className="tr-text__plus" data-testid={`${props.testId}-plus`}>
          {t('tarot.plusCards')}
          {props.clarifiers.join('、')}
        </Text>
      )}
      {props.onPlus && (
        <Pressable inline className="tr-text__plus-link" data-testid={`${props.testId}-plus-link`} onPress={props.onPlus}>
          {t('tarot.plusLink')} ›
        </Pressable>
      )}
      {props.libraryId && (
        <Pressable
          inline
          role="link"
          className="tr-text__plus-link"
          data-testid={`${props.testId}-library`}
          onPress={() => void navigate('library-entry', { id: props.libraryId })}
        >
          {t('library.readInLibrary')} ›
        </Pressable>
      )}
    </View>
  )
}

/** The head of a saved card reading: the question (or "no question") and a detail line. */
export function SavedReadingHeader({ question, detail, testId }: { question: string; detail: string; testId: string }) {
  const t = useT()
  const l = useLocalize()
  return (
    <View className="card">
      <Text className="tr-question" data-testid={testId}>
        {question ? l(question) : t('div.noQuestion')}
      </Text>
      <Text className="muted">{detail}</Text>
    </View>
  )
}

/** Face-down cards being turned one by one: how many are left, the table (children), and "turn all". */
export function RevealPanel(props: { turned: readonly boolean[]; onTurnAll: () => void; testPrefix: string; children: ReactNode }) {
  const t = useT()
  return (
    <View data-testid={`${props.testPrefix}-reveal`}>
      <View className="card">
        <Text className="muted">{t('tarot.turnHint', { left: props.turned.filter((v) => !v).length })}</Text>
      </View>
      {props.children}
      <Pressable className="btn btn--ghost tr-again" data-testid={`${props.testPrefix}-turn-all`} onPress={props.onTurnAll}>
        {t('tarot.turnAll')}
      </Pressable>
    </View>
  )
}

/** The turned flags after card i is turned. */
export const turnOne = (turned: readonly boolean[], i: number): boolean[] => turned.map((v, k) => v || k === i)
