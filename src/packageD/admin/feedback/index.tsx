import '@/packageD/locales.generated'
import { Text, View } from '@tarojs/components'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { useState } from 'react'
import { ThreadView } from '@/components/feedback/thread-view'
import '@/components/feedback/feedback.css'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { Segmented } from '@/components/ui/segmented'
import { localTime } from '@/components/ui/local-time'
import { useT } from '@/components/hooks'
import { hiddenAttributes } from '@/platform/a11y'
import { useRouteParams } from '@/platform/route-params'
import { adminSections } from '@/store/admin-model'
import { feedbackAdminList, feedbackInfo, type FeedbackStatus, type FeedbackThreadWire } from '@/store/inbox'
import { useSession } from '@/store/session'
import { AdminGate } from '../admin-gate'
import '../admin.css'

type Filter = 'all' | FeedbackStatus
const FILTERS: readonly Filter[] = ['all', 'open', 'answered', 'closed']

/**
 * 意见反馈管理 (permission feedback:answer): every user's threads, newest activity first, filtered by status; open
 * ones wait for us and carry a marker. Tapping one (or ?id=) shows the conversation with a reply box and a close
 * button (the same thread view as the asker's, server rules in the FEEDBACK transition table).
 */
export default function FeedbackAdminPage() {
  const t = useT()
  const params = useRouteParams<{ id?: string }>()
  const allowed = adminSections(useSession((x) => x.loginInfo)).some((x) => x.route === 'feedback-admin')
  const [filter, setFilter] = useState<Filter>('all')
  const [list, setList] = useState<FeedbackThreadWire[] | null>(null)
  const [failed, setFailed] = useState(false)
  const [openId, setOpenId] = useState<number | null>(() => (Number(params.id) > 0 ? Number(params.id) : null))
  const [thread, setThread] = useState<FeedbackThreadWire | null>(null)

  const load = async (f = filter) => {
    if (!allowed) return
    try {
      setList((await feedbackAdminList({ status: f === 'all' ? undefined : f, size: 50 }, { toast: false })).list)
      setFailed(false)
    } catch {
      setFailed(true)
    }
  }
  const openThread = (id: number) => {
    setOpenId(id)
    feedbackInfo(id, { loading: true }).then(setThread, () => setOpenId(null))
  }
  useDidShow(() => {
    if (!allowed) return
    if (openId) openThread(openId)
    else void load()
  })
  usePullDownRefresh(() => void (openId ? Promise.resolve(openThread(openId)) : load()).finally(() => void Taro.stopPullDownRefresh()))
  const choose = (f: Filter) => {
    setFilter(f)
    setList(null)
    void load(f)
  }
  const back = () => {
    setOpenId(null)
    setThread(null)
    void load()
    void Taro.pageScrollTo({ scrollTop: 0, duration: 0 })
  }

  return (
    <PageShell routeId="feedback-admin">
      <AdminGate route="feedback-admin">
        {openId ? (
          <>
            {thread && thread.id === openId && <ThreadView thread={thread} viewer="admin" onChange={setThread} />}
            <Pressable className="btn btn--ghost" data-testid="fb-back" onPress={back}>
              {t('feedback.back')}
            </Pressable>
          </>
        ) : (
          <>
            <Segmented
              testId="fb-admin-filter"
              label={t('feedbackAdmin.filter')}
              value={filter}
              options={FILTERS.map((f) => ({ value: f, label: f === 'all' ? t('feedbackAdmin.all') : t(`feedback.status.${f}`) }))}
              onChange={choose}
            />
            {failed && list === null ? (
              <View className="card muted">{t('inbox.loadFailed')}</View>
            ) : list && list.length === 0 ? (
              <View className="card muted" data-testid="fb-admin-empty">
                {t('feedbackAdmin.empty')}
              </View>
            ) : (
              <View className="card" data-testid="fb-admin-list">
                {(list ?? []).map((th) => (
                  <Pressable
                    key={th.id}
                    className="fb-row"
                    data-testid={`fb-admin-${th.id}`}
                    data-status={th.status}
                    onPress={() => openThread(th.id)}
                  >
                    <View className="fb-row__top">
                      {th.status === 'open' && <Text className="fb-unread" data-testid="fb-admin-unread" {...hiddenAttributes()} />}
                      <Text className="fb-row__title">{th.title}</Text>
                      <Text className={`fb-status fb-status--${th.status}`}>{t(`feedback.status.${th.status}`)}</Text>
                    </View>
                    <Text className="fb-row__last">
                      {t('feedbackAdmin.meta', {
                        name: th.nickname || t('feedback.asker'),
                        time: localTime(new Date(th.updated_at).toISOString()),
                        n: th.post_count ?? 0,
                      })}
                    </Text>
                    {th.last_post ? <Text className="fb-row__last">{th.last_post}</Text> : null}
                  </Pressable>
                ))}
              </View>
            )}
          </>
        )}
      </AdminGate>
    </PageShell>
  )
}
