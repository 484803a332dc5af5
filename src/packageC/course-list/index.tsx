import '@/packageC/locales.generated'
import { Text, View } from '@tarojs/components'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { useT } from '@/components/hooks'
import { openPageNeedingLogin } from '@/store/login-prompt'
import { loadCourses } from '@/store/course-actions'
import { usePagedList } from '../cms-common/use-paged'
import { CourseList } from '../course-common/views'

/** 课程: published courses, paged; my enrolled courses one tap away. */
export default function CourseListPage() {
  const t = useT()
  const paged = usePagedList(loadCourses, 'all')
  return (
    <PageShell routeId="course-list">
      <View className="list">
        <Pressable className="list__item" data-testid="course-to-mine" onPress={() => void openPageNeedingLogin('course-list-my', 'confirm')}>
          <Text>{t('course.mine')}</Text>
          <Text className="list__chevron">›</Text>
        </Pressable>
      </View>
      <CourseList paged={paged} emptyKey="course.empty" />
    </PageShell>
  )
}
