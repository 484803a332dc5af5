import '@/packageC/locales.generated'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { useLocalize, useT } from '@/components/hooks'
import { navigate } from '@/platform/navigation'
import { useRouteParams } from '@/platform/route-params'
import { loadCourse, type CourseInfoWire, type LessonItemWire } from '@/store/course-actions'
import { courseProgress } from '@/store/course-model'
import { RichBody } from '@/components/rich-body/rich-body'
import { Cover, LoadFailure } from '../cms-common/views'
import { EnrolButton } from '../course-common/enrol-button'
import { useRecord } from '../course-common/use-record'
import { coursePriceText, ProgressBar } from '../course-common/views'
import '../course-common/course.css'

function LessonRow({ l, n, course }: { l: LessonItemWire; n: number; course: CourseInfoWire }) {
  const t = useT()
  const localize = useLocalize()
  const meta = [
    l.media_type ? t(`course.media.${l.media_type}`) : '',
    l.duration_s > 0 ? t('course.minutes', { n: Math.ceil(l.duration_s / 60) }) : '',
  ]
  if (l.locked) meta.push(t('course.locked'))
  else if (course.enrolled) meta.push((l.percent ?? 0) >= 100 ? t('course.done') : t('course.learned', { n: l.percent ?? 0 }))
  return (
    <Pressable
      className="list__item course-lesson"
      data-testid={`course-lesson-${l.id}`}
      onPress={() => void navigate('lesson-info', { id: l.id, course: course.id })}
    >
      <Text className="course-lesson__n">{n}</Text>
      <View className="course-lesson__body">
        <Text>
          {localize(l.title)}
          {l.is_free === 1 && course.price_coins > 0 && <Text className="course-tag">{t('course.preview')}</Text>}
        </Text>
        <Text className="course-lesson__meta">{meta.filter(Boolean).join(' · ')}</Text>
      </View>
      <Text className="list__chevron">›</Text>
    </Pressable>
  )
}

/** One course (?id=): cover, intro, enrolment, progress and the lessons in order with previews and locks. */
export default function CourseInfoPage() {
  const t = useT()
  const localize = useLocalize()
  const id = Number(useRouteParams<{ id?: string }>().id)
  const course = useRecord(id, loadCourse)
  const [enrolledHere, setEnrolledHere] = useState(false)
  const c = course.value
  const progress = c ? courseProgress(c.lessons) : null
  return (
    <PageShell routeId="course-info" title={c ? localize(c.title) : undefined}>
      {course.failure ? (
        <LoadFailure failure={course.failure} onRetry={course.reload} />
      ) : c && progress ? (
        <>
          <View className="card" data-testid="course-head">
            <Cover src={c.cover} title={c.title} large />
            <View className="course-head__title">{localize(c.title)}</View>
            <Text className="course-head__meta" data-testid="course-meta">
              {localize(
                [
                  c.author,
                  t('course.lessonCount', { n: c.lessons.length }),
                  coursePriceText(t, c.price_coins),
                  c.enrolled ? t('course.enrolled') : '',
                ]
                  .filter(Boolean)
                  .join(' · '),
              )}
            </Text>
            {c.enrolled && (
              <View data-testid="course-progress">
                <Text className="course-lesson__meta">{t('course.doneOf', { done: progress.done, total: progress.total })}</Text>
                <ProgressBar percent={progress.percent} />
              </View>
            )}
            {(!c.enrolled || enrolledHere) && (
              <EnrolButton
                course={c}
                onEnrolled={() => {
                  setEnrolledHere(true)
                  course.reload()
                }}
              />
            )}
          </View>
          {c.intro_html !== '' && (
            <View className="card">
              <View className="card__title">{t('course.intro')}</View>
              <RichBody className="course-intro" testId="course-intro" html={localize(c.intro_html)} />
            </View>
          )}
          <View className="card__title">{t('course.lessons')}</View>
          <View className="list" data-testid="course-lessons">
            {c.lessons.map((l, i) => (
              <LessonRow key={l.id} l={l} n={i + 1} course={c} />
            ))}
          </View>
          {c.lessons.length === 0 && <View className="card muted">{t('course.noLessons')}</View>}
        </>
      ) : (
        <View className="card muted">{t('cms.loading')}</View>
      )}
    </PageShell>
  )
}
