import { Text, View } from '@tarojs/components'
import { Pressable } from '@/components/ui/pressable'
import { priceText } from '@/components/shop/price'
import { useLocalize, useT } from '@/components/hooks'
import { hiddenAttributes } from '@/platform/a11y'
import { navigate } from '@/platform/navigation'
import type { CourseWire } from '@/store/course-actions'
import { percentOf } from '@/store/course-model'
import type { PagedList } from '../cms-common/use-paged'
import { Cover, PagedRows } from '../cms-common/views'
import './course.css'

type T = ReturnType<typeof useT>

/** 免费 or the price in 星币. */
export const coursePriceText = (t: T, priceCoins: number) => (priceCoins > 0 ? priceText(t, { coins: priceCoins }) : t('course.free'))

/** A thin bar with the percent written beside it (the text is what assistive technology reads). */
export function ProgressBar({ percent, testId }: { percent: number; testId?: string }) {
  const t = useT()
  return (
    <View className="course-progress" data-testid={testId}>
      <View className="course-progress__track" {...hiddenAttributes()}>
        <View className="course-progress__fill" style={{ width: `${percent}%` }} />
      </View>
      <Text className="course-progress__text">{t('course.percent', { n: percent })}</Text>
    </View>
  )
}

/** A course in a list: cover, title, author, excerpt, lesson count and price; my courses add their progress. */
export function CourseRow({ c, mine }: { c: CourseWire; mine?: boolean }) {
  const t = useT()
  const localize = useLocalize()
  const meta = [c.author, t('course.lessonCount', { n: c.lesson_count }), mine ? '' : coursePriceText(t, c.price_coins)].filter(Boolean)
  return (
    <Pressable className="cms-row" data-testid={`course-${c.id}`} onPress={() => void navigate('course-info', { id: c.id })}>
      <Cover src={c.cover} title={c.title} />
      <View className="cms-row__body">
        <Text className="cms-row__title">{localize(c.title)}</Text>
        {c.excerpt !== '' && <Text className="cms-row__excerpt">{localize(c.excerpt)}</Text>}
        <Text className="cms-row__meta">{localize(meta.join(' · '))}</Text>
        {mine && (
          <>
            <Text className="cms-row__meta">{t('course.doneOf', { done: c.done_count ?? 0, total: c.lesson_count })}</Text>
            <ProgressBar percent={percentOf(c.done_count ?? 0, c.lesson_count)} testId={`course-${c.id}-progress`} />
          </>
        )}
      </View>
    </Pressable>
  )
}

/** A paged list of courses (my courses with their progress). */
export function CourseList({ paged, mine, emptyKey }: { paged: PagedList<CourseWire>; mine?: boolean; emptyKey: string }) {
  return <PagedRows paged={paged} emptyKey={emptyKey} testId="course-list" emptyTestId="course-empty" row={(c) => <CourseRow c={c} mine={mine} />} />
}
