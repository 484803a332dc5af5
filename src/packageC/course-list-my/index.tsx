import '@/packageC/locales.generated'
import { useDidShow } from '@tarojs/taro'
import { useState } from 'react'
import { PageShell } from '@/components/ui/page-shell'
import { loadMyCourses } from '@/store/course-actions'
import { usePagedList } from '../cms-common/use-paged'
import { CourseList } from '../course-common/views'

/** 我的课程: the courses the user enrolled in, newest first, with how many lessons are done. */
export default function CourseListMyPage() {
  const [shown, setShown] = useState(0)
  // Coming back from a lesson shows its new progress.
  useDidShow(() => setShown((n) => n + 1))
  const paged = usePagedList(loadMyCourses, `mine-${shown}`)
  return (
    <PageShell routeId="course-list-my">
      <CourseList paged={paged} mine emptyKey="course.emptyMine" />
    </PageShell>
  )
}
