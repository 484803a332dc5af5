import '@/packageC/locales.generated'
import { Text, View } from '@tarojs/components'
import { useLocalize, useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { ui } from '@/components/ui/ui'
import { psychTestById, resultSummary } from '@/divination/psych'
import { navigate } from '@/platform/navigation'
import { selectLivePsych, usePsychHistory, type PsychRecord } from '@/store/psych-history'
import { localTime } from '../psychological-test/local-time'
import './index.css'

/** Saved test results, newest first: open one, or delete it. Synced to the account when logged in. */
export default function PsychologicalHistoryPage() {
  const t = useT()
  const l = useLocalize()
  const records = [...usePsychHistory(selectLivePsych)].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))

  const remove = async (r: PsychRecord) => {
    const ok = await ui.confirm({ title: t('psych.deleteTitle'), content: t('psych.deleteContent'), buttons: [t('psych.delete')], danger: true })
    if (!ok.ok) return
    usePsychHistory.getState().recordDeleted(r.id)
    ui.toast(t('psych.deleted'))
  }

  return (
    <PageShell routeId="psychological-history">
      {records.length === 0 ? (
        <View className="card ph-empty" data-testid="ph-empty">
          <Text className="ph-empty__title">{t('psych.empty')}</Text>
          <Text className="muted">{t('psych.emptyHint')}</Text>
          <Pressable className="btn btn--ghost ph-empty__btn" onPress={() => void navigate('psych-tests')}>
            {t('psych.toHub')}
          </Pressable>
        </View>
      ) : (
        <View>
          <Text className="ph-count muted">
            {t('psych.count', { count: records.length })} · {t('psych.syncNote')}
          </Text>
          {records.map((r) => {
            const test = psychTestById(r.testId)
            return (
              <View key={r.id} className="card ph-item" data-testid="ph-item" data-id={r.id} data-test={r.testId}>
                <Pressable className="ph-item__main" data-testid="ph-open" onPress={() => void navigate('psychological-test', { record: r.id })}>
                  <Text className="ph-item__title">{l(test?.title ?? r.testId)}</Text>
                  <Text className="ph-item__time">{localTime(r.createdAt)}</Text>
                  <Text className="ph-item__summary" data-testid="ph-summary">
                    {test ? l(resultSummary(test, { testId: r.testId, scales: r.scales })) : ''}
                  </Text>
                </Pressable>
                <Pressable inline className="ph-item__delete" data-testid="ph-delete" onPress={() => void remove(r)}>
                  {t('psych.delete')}
                </Pressable>
              </View>
            )
          })}
        </View>
      )}
    </PageShell>
  )
}
