import '@/packageC/locales.generated'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useState } from 'react'
import { useLocalize, useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { ui } from '@/components/ui/ui'
import { roleAttributes } from '@/platform/a11y'
import { deleteReading, HISTORY_PAGE_SIZE, loadHistoryPage, loadReading, type ReadingWire } from '@/store/ai-actions'
import { localTime } from '@/components/ui/local-time'
import './index.css'

interface ListState {
  list: ReadingWire[]
  total: number
  page: number
}

/** 解读记录: the user's readings, composed offline or answered by the provider (marked), newest first. */
export default function AiHistoryPage() {
  const t = useT()
  const l = useLocalize()
  const [state, setState] = useState<ListState | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [open, setOpen] = useState<ReadingWire | null>(null)

  const load = async (page: number) => {
    try {
      const r = await loadHistoryPage(page)
      setState((s) => ({ list: page === 1 ? r.list : [...(s?.list ?? []), ...r.list], total: r.total, page }))
      setError(null)
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e))
    }
  }
  useDidShow(() => void load(1))

  const toggle = async (r: ReadingWire) => {
    if (open?.id === r.id) return setOpen(null)
    setOpen(await loadReading(r.id).catch(() => null))
  }
  const remove = async (r: ReadingWire) => {
    const ok = await ui.confirm({
      title: t('reading.deleteTitle'),
      content: t('reading.deleteContent'),
      buttons: [t('reading.delete')],
      danger: true,
    })
    if (!ok.ok) return
    await deleteReading(r.id)
      .then(() => {
        setState((s) => s && { ...s, list: s.list.filter((x) => x.id !== r.id), total: s.total - 1 })
        ui.toast(t('reading.deleted'))
      })
      .catch((e: Error) => ui.toast(e.message))
  }

  return (
    <PageShell routeId="ai-history">
      {error && (
        <Text className="ah-error" {...roleAttributes('alert')}>
          {t('reading.historyFailed', { error })}
        </Text>
      )}
      {state && state.list.length === 0 && (
        <View className="card" data-testid="ah-empty">
          <Text className="muted">{t('reading.historyEmpty')}</Text>
        </View>
      )}
      {state?.list.map((r) => (
        <View key={r.id} className="card ah-item" data-testid="ah-item" data-source={r.source}>
          <Pressable className="ah-item__main" data-testid="ah-open" onPress={() => void toggle(r)}>
            <View className="ah-item__head">
              <Text className={`ah-badge ah-badge--${r.source}`}>{t(`reading.source.${r.source}`)}</Text>
              <Text className="ah-item__title">
                {t(`reading.kind.${r.kind}`)} · {t(`reading.topic.${r.topic}`)}
              </Text>
            </View>
            <Text className="ah-item__question">{l(r.question)}</Text>
            <Text className="ah-item__time">
              {localTime(new Date(r.created_at).toISOString())}
              {r.spent_coins ? ` · ${t('reading.spent', { n: r.spent_coins })}` : ''}
            </Text>
            {open?.id === r.id ? (
              <Text className="ah-item__answer" data-testid="ah-answer" userSelect>
                {l(open.answer)}
              </Text>
            ) : (
              <Text className="ah-item__preview">{l(r.answer)}…</Text>
            )}
          </Pressable>
          <Pressable inline className="ah-item__delete" data-testid="ah-delete" onPress={() => void remove(r)}>
            {t('reading.delete')}
          </Pressable>
        </View>
      ))}
      {state && state.list.length < state.total && (
        <Pressable className="btn btn--ghost" data-testid="ah-more" onPress={() => void load(state.page + 1)}>
          {t('reading.more', { n: HISTORY_PAGE_SIZE })}
        </Pressable>
      )}
    </PageShell>
  )
}
