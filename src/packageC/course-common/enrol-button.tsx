import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { Pressable } from '@/components/ui/pressable'
import { useT } from '@/components/hooks'
import { roleAttributes } from '@/platform/a11y'
import { enrolCourse } from '@/store/course-actions'
import { coursePriceText } from './views'

type Outcome = { kind: 'enrolled'; spent: number; balance: number } | { kind: 'failed'; error: string } | null

/** 报名: free at once, priced through the shared coin path (login prompt, 星币不足); says what was spent. */
export function EnrolButton({ course, onEnrolled }: { course: { id: number; price_coins: number }; onEnrolled(): void }) {
  const t = useT()
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>(null)
  const enrol = async () => {
    if (busy) return
    setBusy(true)
    const r = await enrolCourse(course)
    setBusy(false)
    if (r.kind === 'done') {
      setOutcome({ kind: 'enrolled', spent: r.value.coin_spent, balance: r.value.coin_num })
      onEnrolled()
    } else if (r.kind === 'failed') setOutcome({ kind: 'failed', error: r.error })
  }
  return (
    <View>
      {outcome?.kind !== 'enrolled' && (
        <Pressable className="btn" data-testid="course-enrol" disabled={busy} onPress={() => void enrol()}>
          {course.price_coins > 0 ? t('course.enrolFor', { price: coursePriceText(t, course.price_coins) }) : t('course.enrolFree')}
        </Pressable>
      )}
      {outcome?.kind === 'enrolled' && (
        <Text className="course-status" data-testid="course-enrolled-note" {...roleAttributes('status')}>
          {outcome.spent > 0 ? t('course.enrolledPaid', { spent: outcome.spent, balance: outcome.balance }) : t('course.enrolledFree')}
        </Text>
      )}
      {outcome?.kind === 'failed' && (
        <Text className="course-status course-status--error" data-testid="course-enrol-failed" {...roleAttributes('alert')}>
          {t('course.enrolFailed', { error: outcome.error })}
        </Text>
      )}
    </View>
  )
}
