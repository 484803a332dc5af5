import '@/packageD/locales.generated'
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { useLocalize, useT } from '@/components/hooks'
import { roleAttributes } from '@/platform/a11y'
import { loadAdminCourses, type CourseWire } from '@/store/course-actions'
import { AdminGate } from '../admin-gate'
import { CourseEditor } from './course-editor'
import '../admin.css'
import './courses.css'

/** The server's largest page (docs/content.md): the newest 50 courses by sort. */
const ADMIN_PAGE_SIZE = 50

/** 课程管理 (Course/Admin…, permission content:write): courses in any state; one opens in the editor below. */
export default function CourseAdminPage() {
  const t = useT()
  const localize = useLocalize()
  const [editing, setEditing] = useState<number | null>(null)
  const [saves, setSaves] = useState(0)
  const [list, setList] = useState<CourseWire[] | null>(null)
  const [failed, setFailed] = useState('')
  useEffect(() => {
    loadAdminCourses(1, ADMIN_PAGE_SIZE).then(
      (p) => setList(p.list),
      (e: unknown) => setFailed(e instanceof Error ? e.message : String(e)),
    )
  }, [saves])
  return (
    <PageShell routeId="course-admin">
      <AdminGate route="course-admin">
        {editing === null ? (
          <>
            <Pressable className="btn" data-testid="course-new" onPress={() => setEditing(0)}>
              {t('courseAdmin.new')}
            </Pressable>
            <View className="list" data-testid="course-admin-list">
              {(list ?? []).map((c) => (
                <Pressable key={c.id} className="list__item" data-testid={`course-admin-${c.id}`} onPress={() => setEditing(c.id)}>
                  <View className="admin-entry">
                    <Text>{localize(c.title)}</Text>
                    <Text className="muted admin-entry__note">
                      {[
                        t(`courseAdmin.status.${c.status}`),
                        t('courseAdmin.lessons', { n: c.lesson_count }),
                        t('courseAdmin.enrols', { n: c.enrol_count ?? 0 }),
                      ].join(' · ')}
                    </Text>
                  </View>
                  <Text className="list__chevron">›</Text>
                </Pressable>
              ))}
            </View>
            {failed !== '' && (
              <Text className="admin-error" {...roleAttributes('alert')}>
                {t('admin.failed', { error: failed })}
              </Text>
            )}
          </>
        ) : (
          <>
            <Pressable
              className="btn btn--ghost"
              data-testid="course-back"
              onPress={() => {
                setEditing(null)
                setSaves((n) => n + 1)
              }}
            >
              {t('courseAdmin.back')}
            </Pressable>
            <CourseEditor id={editing} onSaved={(id) => setEditing(id)} />
          </>
        )}
      </AdminGate>
    </PageShell>
  )
}
