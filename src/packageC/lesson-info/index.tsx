import '@/packageC/locales.generated'
import { Audio, Text, Video, View } from '@tarojs/components'
import { useEffect, useRef, useState } from 'react'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { useLocalize, useT } from '@/components/hooks'
import { roleAttributes } from '@/platform/a11y'
import { navigate } from '@/platform/navigation'
import { useRouteParams } from '@/platform/route-params'
import { loadCourse, loadLesson, mediaSrc, reportProgress, type LessonInfoWire } from '@/store/course-actions'
import { lessonMedia, playedPercent, progressToSend } from '@/store/course-model'
import { requireLogin } from '@/store/login-prompt'
import { RichBody } from '@/components/rich-body/rich-body'
import { LoadFailure } from '../cms-common/views'
import { EnrolButton } from '../course-common/enrol-button'
import { useRecord } from '../course-common/use-record'
import { ProgressBar } from '../course-common/views'
import '../course-common/course.css'

type MediaEvent = { detail: { currentTime?: number; duration?: number } }

/** A lesson the reader may not open yet: why, and the course's enrol button. */
function Locked({ courseId, onEnrolled }: { courseId: number; onEnrolled(): void }) {
  const t = useT()
  const course = useRecord(courseId, loadCourse)
  return (
    <View className="card" data-testid="lesson-locked">
      <Text className="course-status" {...roleAttributes('status')}>
        {t('course.lockedText')}
      </Text>
      {course.value && !course.value.enrolled && <EnrolButton course={course.value} onEnrolled={onEnrolled} />}
      {courseId > 0 && (
        <Pressable className="btn btn--ghost" data-testid="lesson-to-course" onPress={() => void navigate('course-info', { id: courseId })}>
          {t('course.toCourse')}
        </Pressable>
      )}
    </View>
  )
}

function Lesson({ l }: { l: LessonInfoWire }) {
  const t = useT()
  const localize = useLocalize()
  const [percent, setPercent] = useState(l.percent)
  const sent = useRef(l.percent)
  const position = useRef(l.position_s)
  useEffect(() => {
    setPercent(l.percent)
    sent.current = l.percent
  }, [l.id, l.percent])
  // Progress is kept for enrolled readers and for any reader of a free course (the first report enrols).
  const keeps = l.enrolled || l.course.price_coins === 0
  const report = async (next: number | null) => {
    if (next === null || !keeps) return
    sent.current = next
    const r = await reportProgress(l.id, next, position.current)
    if (r) setPercent(r.percent)
    else sent.current = percent
  }
  const onTime = (e: MediaEvent) => {
    position.current = e.detail.currentTime ?? 0
    void report(progressToSend(sent.current, playedPercent(position.current, e.detail.duration || l.duration_s)))
  }
  const markDone = async () => {
    if (await requireLogin('confirm')) void report(progressToSend(sent.current, 100))
  }
  const media = lessonMedia(l.media_type, l.media_url)
  const go = (id: number | null) => id && void navigate('lesson-info', { id, course: l.course.id }, { replace: true })
  return (
    <>
      <View className="card" data-testid="lesson">
        <View className="course-head__title" data-testid="lesson-title">
          {localize(l.title)}
        </View>
        <Text className="course-head__meta">{localize(l.course.title)}</Text>
        {media?.type === 'video' && (
          <Video
            className="lesson-media"
            data-testid="lesson-video"
            src={mediaSrc(media.url)}
            initialTime={l.position_s}
            onTimeUpdate={onTime}
            onEnded={() => void report(100)}
          />
        )}
        {media?.type === 'audio' && (
          <Audio
            className="lesson-media"
            data-testid="lesson-audio"
            src={mediaSrc(media.url)}
            controls
            id={`lesson-audio-${l.id}`}
            onTimeUpdate={onTime}
            onEnded={() => void report(100)}
          />
        )}
        <RichBody className="lesson-body" testId="lesson-body" html={localize(l.body_html)} />
      </View>
      <View className="card" data-testid="lesson-progress">
        {keeps ? (
          <>
            <ProgressBar percent={percent} />
            {percent < 100 && (
              <Pressable className="btn btn--ghost" data-testid="lesson-done" onPress={() => void markDone()}>
                {t('course.markDone')}
              </Pressable>
            )}
          </>
        ) : (
          <Text className="course-status">{t('course.previewNote')}</Text>
        )}
      </View>
      <View className="lesson-nav">
        <Pressable className="btn btn--ghost" data-testid="lesson-prev" disabled={!l.prev_id} onPress={() => go(l.prev_id)}>
          {t('course.prev')}
        </Pressable>
        <Pressable className="btn btn--ghost" data-testid="lesson-next" disabled={!l.next_id} onPress={() => go(l.next_id)}>
          {t('course.next')}
        </Pressable>
      </View>
      <Pressable className="list__item" data-testid="lesson-to-course" onPress={() => void navigate('course-info', { id: l.course.id })}>
        <Text>{t('course.toCourse')}</Text>
        <Text className="list__chevron">›</Text>
      </Pressable>
    </>
  )
}

/** One lesson (?id=, &course=): body and media, progress, previous and next; a locked one offers enrolment. */
export default function LessonInfoPage() {
  const t = useT()
  const localize = useLocalize()
  const params = useRouteParams<{ id?: string; course?: string }>()
  const lesson = useRecord(Number(params.id), loadLesson)
  const l = lesson.value
  return (
    <PageShell routeId="lesson-info" title={l && !('locked' in l) ? localize(l.title) : undefined}>
      {lesson.failure ? (
        <LoadFailure failure={lesson.failure} onRetry={lesson.reload} />
      ) : l === null ? (
        <View className="card muted">{t('cms.loading')}</View>
      ) : 'locked' in l ? (
        <Locked courseId={Number(params.course)} onEnrolled={lesson.reload} />
      ) : (
        <Lesson l={l} />
      )}
    </PageShell>
  )
}
