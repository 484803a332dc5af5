import '@/packageC/locales.generated'
import { Text, View } from '@tarojs/components'
import Taro, { useDidShow } from '@tarojs/taro'
import { useState } from 'react'
import { feedbackInfo, feedbackList, type FeedbackThreadWire } from '@/store/inbox'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { useT } from '@/components/hooks'
import { useRouteParams } from '@/platform/route-params'
import { AskForm } from './ask-form'
import { ThreadView } from '@/components/feedback/thread-view'
import '@/components/feedback/feedback.css'

/** 意见反馈: my threads and a new question; ?id= (an inbox link) opens one thread with the admin's answers. */
export default function QuestionListPage() {
  const t = useT()
  const params = useRouteParams<{ id?: string }>()
  const [list, setList] = useState<FeedbackThreadWire[] | null>(null)
  const [thread, setThread] = useState<FeedbackThreadWire | null>(null)
  const [openId, setOpenId] = useState<number | null>(() => (Number(params.id) > 0 ? Number(params.id) : null))

  const loadList = () =>
    feedbackList({ size: 50 }).then(
      (r) => setList(r.list),
      () => setList((l) => l ?? []),
    )
  const openThread = (id: number) => {
    setOpenId(id)
    feedbackInfo(id, { loading: true }).then(setThread, () => setOpenId(null))
  }
  useDidShow(() => {
    if (openId) openThread(openId)
    else void loadList()
  })
  const back = () => {
    setOpenId(null)
    setThread(null)
    void loadList()
    void Taro.pageScrollTo({ scrollTop: 0, duration: 0 })
  }

  if (openId)
    return (
      <PageShell routeId="question-list">
        {thread && thread.id === openId && <ThreadView thread={thread} onChange={setThread} />}
        <Pressable className="btn btn--ghost" data-testid="fb-back" onPress={back}>
          {t('feedback.back')}
        </Pressable>
      </PageShell>
    )
  return (
    <PageShell routeId="question-list">
      <AskForm onCreated={(th) => setList((l) => [{ ...th, post_count: th.posts?.length ?? 1 }, ...(l ?? [])])} />
      <View className="card" data-testid="fb-list">
        <View className="card__title">{t('feedback.myThreads')}</View>
        {list && list.length === 0 && <Text className="muted">{t('feedback.empty')}</Text>}
        {(list ?? []).map((th) => (
          <Pressable key={th.id} className="fb-row" data-testid={`fb-thread-${th.id}`} onPress={() => openThread(th.id)}>
            <View className="fb-row__top">
              <Text className="fb-row__title">{th.title}</Text>
              <Text className={`fb-status fb-status--${th.status}`}>{t(`feedback.status.${th.status}`)}</Text>
            </View>
            {th.last_post ? <Text className="fb-row__last">{th.last_post}</Text> : null}
          </Pressable>
        ))}
      </View>
    </PageShell>
  )
}
