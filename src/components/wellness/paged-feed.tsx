import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { Pressable } from '@/components/ui/pressable'
import './paged-feed.css'

export interface FeedAction {
  label: string
  testId: string
  /** The second button is a ghost button. */
  ghost?: boolean
  onPress: () => void
}

/** The head card of a community feed (树洞, 许愿墙): a short intro and its two actions side by side. */
export function FeedHead({ intro, actions }: { intro: string; actions: readonly FeedAction[] }) {
  return (
    <View className="card feed-head">
      <Text className="muted">{intro}</Text>
      <View className="feed-head__actions">
        {actions.map((a) => (
          <Pressable key={a.testId} className={`btn${a.ghost ? ' btn--ghost' : ''} feed-head__btn`} data-testid={a.testId} onPress={a.onPress}>
            {a.label}
          </Pressable>
        ))}
      </View>
    </View>
  )
}

/**
 * A paged server list: the load failure before the first page, the empty state after it, the items, then 加载更多
 * or the end line when `more` is given.
 */
export function PagedFeed(props: {
  page: number
  count: number
  failed: boolean
  failedText: string
  empty: ReactNode
  listTestId: string
  children: ReactNode
  more?: { hasMore: boolean; busy: boolean; onMore: () => void; label: string; endText: string; testId: string }
}) {
  const { page, count, failed, failedText, empty, listTestId, children, more } = props
  return (
    <>
      {failed && page === 0 ? (
        <View className="card muted">{failedText}</View>
      ) : page > 0 && count === 0 ? (
        empty
      ) : (
        <View data-testid={listTestId}>{children}</View>
      )}
      {more && page > 0 && count > 0 && (
        <View className="feed-more">
          {more.hasMore ? (
            <Pressable className="btn btn--ghost" data-testid={more.testId} disabled={more.busy} onPress={more.onMore}>
              {more.label}
            </Pressable>
          ) : (
            <Text className="muted">{more.endText}</Text>
          )}
        </View>
      )}
    </>
  )
}
