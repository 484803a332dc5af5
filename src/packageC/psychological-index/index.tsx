import '@/packageC/locales.generated'
import { Text, View } from '@tarojs/components'
import { useLocalize, useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { PSYCH_TESTS, psychTestById, resultSummary } from '@/divination/psych'
import { navigate } from '@/platform/navigation'
import { selectLivePsych, usePsychHistory, type PsychRecord } from '@/store/psych-history'
import { localTime } from '../psychological-test/local-time'
import './index.css'

function lastLine(record: PsychRecord | undefined): { date: string; summary: string } | null {
  const test = record && psychTestById(record.testId)
  if (!record || !test) return null
  return { date: localTime(record.createdAt), summary: resultSummary(test, { testId: test.id, scales: record.scales }) }
}

/** The tests hub (SPEC psychological-index, testing and 测试): every test with its last result, and the history. */
export default function PsychTestsPage() {
  const t = useT()
  const l = useLocalize()
  const records = usePsychHistory(selectLivePsych)
  return (
    <PageShell routeId="psych-tests">
      <View className="card">
        <Text className="muted">{t('psych.hubIntro')}</Text>
      </View>
      {PSYCH_TESTS.map((test) => {
        const last = lastLine(records.find((r) => r.testId === test.id))
        return (
          <Pressable
            key={test.id}
            className="card pi-test"
            data-testid="pi-test"
            data-test={test.id}
            onPress={() => void navigate('psychological-test', { test: test.id })}
          >
            <View className="pi-test__head">
              <Text className="pi-test__title">{l(test.title)}</Text>
              <Text className="list__chevron">›</Text>
            </View>
            <Text className="pi-test__summary">{l(test.summary)}</Text>
            <Text className="pi-test__meta">{t('psych.meta', { count: test.items.length, minutes: test.minutes })}</Text>
            {last && (
              <Text className="pi-test__last" data-testid="pi-last">
                {t('psych.last', { date: last.date, summary: l(last.summary) })}
              </Text>
            )}
          </Pressable>
        )
      })}
      <View className="list">
        <Pressable className="list__item" data-testid="pi-history" onPress={() => void navigate('psychological-history')}>
          <Text>{t('psych.history')}</Text>
          <Text className="list__value">
            {t('psych.historyCount', { count: records.length })}
            <Text className="list__chevron">›</Text>
          </Text>
        </Pressable>
      </View>
    </PageShell>
  )
}
