import '@/packageE/locales.generated'
import { Text, View } from '@tarojs/components'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { useState } from 'react'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { ui } from '@/components/ui/ui'
import { FeedHead, PagedFeed } from '@/components/wellness/paged-feed'
import { useT } from '@/components/hooks'
import { openPageNeedingLogin, requireLogin } from '@/store/login-prompt'
import { REPORT_REASONS, hasMore, useTreeHole, type FeedPostWire } from '@/store/tree-hole'
import { ReplyThread } from './reply-thread'
import './index.css'

/** 树洞: everyone's posts, anonymous, newest first, paged; each with its hugs, 抱抱, 举报 and its replies. */
export default function TreeHolePage() {
  const t = useT()
  const feed = useTreeHole((s) => s.feed)
  const [failed, setFailed] = useState(false)
  const [busy, setBusy] = useState(false)
  const [openThread, setOpenThread] = useState<number | null>(null)

  const load = async (next = false) => {
    setBusy(true)
    try {
      await useTreeHole.getState().loadFeed(next)
      setFailed(false)
    } catch {
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }
  useDidShow(() => void load())
  usePullDownRefresh(() => void load().finally(() => void Taro.stopPullDownRefresh()))

  const hug = async (p: FeedPostWire) => {
    if (p.hugged || !(await requireLogin('confirm', t('treeHole.hugLogin')))) return
    try {
      await useTreeHole.getState().hug(p.id)
    } catch {
      // The request layer toasted the server's message.
    }
  }
  const report = async (p: FeedPostWire) => {
    if (p.reported || !(await requireLogin('confirm', t('treeHole.reportLogin')))) return
    const r = await ui.actionSheet({ title: t('treeHole.reportTitle'), items: REPORT_REASONS.map((x) => t(`treeHole.reason.${x}`)) })
    if (!r.ok) return
    try {
      const a = await useTreeHole.getState().report(p.id, REPORT_REASONS[r.index])
      ui.toast(t(a.hidden ? 'treeHole.reportHidden' : 'treeHole.reportThanks'))
    } catch {
      // The request layer toasted the server's message.
    }
  }

  return (
    <PageShell routeId="tree-hole" className="hole">
      <FeedHead
        intro={t('treeHole.intro')}
        actions={[
          {
            label: t('treeHole.write'),
            testId: 'hole-write',
            onPress: () => void openPageNeedingLogin('tree-hole-write', 'confirm', t('treeHole.writeLogin')),
          },
          { label: t('treeHole.mine'), testId: 'hole-mine', ghost: true, onPress: () => void openPageNeedingLogin('tree-hole-list', 'confirm') },
        ]}
      />
      <PagedFeed
        page={feed.page}
        count={feed.list.length}
        failed={failed}
        failedText={t('treeHole.loadFailed')}
        empty={
          <View className="card muted" data-testid="hole-empty">
            {t('treeHole.empty')}
          </View>
        }
        listTestId="hole-feed"
        more={{
          hasMore: hasMore(feed),
          busy,
          onMore: () => void load(true),
          label: t('treeHole.more'),
          endText: t('treeHole.end'),
          testId: 'hole-more',
        }}
      >
        {feed.list.map((p) => (
          <View key={p.id} className="card hole-card" data-testid={`hole-post-${p.id}`}>
            {p.mine && <Text className="hole-tag">{t('treeHole.mineTag')}</Text>}
            <Text className="hole-card__text">{p.text}</Text>
            <View className="hole-card__foot">
              <Pressable
                inline
                className={`hole-hug${p.hugged ? ' hole-hug--done' : ''}`}
                data-testid="hole-hug"
                data-hugged={p.hugged ? '1' : '0'}
                label={t(p.hugged ? 'treeHole.huggedA11y' : 'treeHole.hugA11y', { n: p.hug_count })}
                disabled={p.hugged}
                onPress={() => void hug(p)}
              >
                {`${t(p.hugged ? 'treeHole.hugged' : 'treeHole.hug')} · ${p.hug_count}`}
              </Pressable>
              <Pressable
                inline
                className="hole-replies"
                data-testid="hole-replies"
                data-open={openThread === p.id ? '1' : '0'}
                onPress={() => setOpenThread(openThread === p.id ? null : p.id)}
              >
                {t('treeHole.replies', { n: p.reply_count })}
              </Pressable>
              {!p.mine && (
                <Pressable
                  inline
                  className="hole-report"
                  data-testid="hole-report"
                  data-reported={p.reported ? '1' : '0'}
                  disabled={p.reported}
                  onPress={() => void report(p)}
                >
                  {t(p.reported ? 'treeHole.reported' : 'treeHole.report')}
                </Pressable>
              )}
            </View>
            {openThread === p.id && <ReplyThread postId={p.id} />}
          </View>
        ))}
      </PagedFeed>
    </PageShell>
  )
}
