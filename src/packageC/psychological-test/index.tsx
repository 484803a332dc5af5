import '@/packageC/locales.generated'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useLocalize, useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { psychTestById, type PsychTest } from '@/divination/psych'
import { navigate } from '@/platform/navigation'
import { useRouteParams } from '@/platform/route-params'
import { psychRecordById, selectLivePsych, usePsychHistory, type PsychRecord } from '@/store/psych-history'
import { localTime } from './local-time'
import { ResultView } from './result-view'
import { TestRunner } from './runner'
import './index.css'

function Intro({ test, onStart }: { test: PsychTest; onStart: () => void }) {
  const t = useT()
  const l = useLocalize()
  return (
    <View className="card pt-intro" data-testid="pt-intro" data-test={test.id}>
      <Text className="card__title">{l(test.title)}</Text>
      <Text className="muted">{t('psych.meta', { count: test.items.length, minutes: test.minutes })}</Text>
      <Text className="pt-intro__text">{l(test.summary)}</Text>
      <Text className="pt-intro__text">{l(test.instructions)}</Text>
      <Text className="pt-source">
        {t('psych.source')}：{l(test.source)}
      </Text>
      <Pressable className="btn pt-intro__start" data-testid="pt-start" onPress={onStart}>
        {t('psych.start')}
      </Pressable>
    </View>
  )
}

function SavedResult({ record }: { record: PsychRecord }) {
  const t = useT()
  const test = psychTestById(record.testId)
  if (!test) return <View className="card muted">{t('psych.unknownTest')}</View>
  return (
    <View>
      <ResultView test={test} scores={record.scales} when={localTime(record.createdAt)} />
      <View className="pt-nav">
        <Pressable className="btn btn--ghost pt-nav__btn" data-testid="pt-to-history" onPress={() => void navigate('psychological-history')}>
          {t('psych.toHistory')}
        </Pressable>
        <Pressable
          className="btn pt-nav__btn"
          data-testid="pt-again"
          onPress={() => void navigate('psychological-test', { test: test.id }, { replace: true })}
        >
          {t('psych.again')}
        </Pressable>
      </View>
    </View>
  )
}

/** One test (?test=id): intro, one item at a time, the scored result saved to the history; ?record=id reopens a result. */
export default function PsychologicalTestPage() {
  const t = useT()
  const params = useRouteParams()
  const records = usePsychHistory(selectLivePsych)
  const [stage, setStage] = useState<'intro' | 'items'>('intro')
  const [savedId, setSavedId] = useState<string | null>(null)

  const recordId = savedId ?? params.record
  const test = psychTestById(params.test)
  let body
  if (recordId) {
    const record = psychRecordById(records, recordId)
    body = record ? (
      <SavedResult record={record} />
    ) : (
      <View className="card muted" data-testid="pt-not-found">
        {t('psych.notFound')}
      </View>
    )
  } else if (!test) {
    body = (
      <View className="card" data-testid="pt-unknown">
        <Text className="muted">{t('psych.unknownTest')}</Text>
        <Pressable className="btn btn--ghost pt-intro__start" onPress={() => void navigate('psych-tests')}>
          {t('psych.toHub')}
        </Pressable>
      </View>
    )
  } else if (stage === 'intro') {
    body = <Intro test={test} onStart={() => setStage('items')} />
  } else {
    body = <TestRunner test={test} onFinish={(answers) => setSavedId(usePsychHistory.getState().testFinished(test.id, answers).record.id)} />
  }
  return <PageShell routeId="psychological-test">{body}</PageShell>
}
