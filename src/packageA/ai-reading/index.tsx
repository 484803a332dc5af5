import '@/packageA/locales.generated'
import { Text, Textarea, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useMemo, useState } from 'react'
import { useLocalize, useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { Segmented } from '@/components/ui/segmented'
import { SwitchRow } from '@/components/ui/setting-rows'
import { composeReading, READING_KINDS, READING_TOPICS, type ReadingKind, type ReadingTopic } from '@/astro/readings'
import { fieldLabelAttributes } from '@/platform/a11y'
import { navigate } from '@/platform/navigation'
import { loggedInNow } from '@/store/account'
import { loadAiConfig, readingRequestId, saveLocalReading, type AiConfigWire } from '@/store/ai-actions'
import { AskPanel } from './ask-panel'
import { useSubject } from './use-subject'
import './index.css'

const QUESTION_MAX = 500

/**
 * 星盘解读: a question about a chart (the current birth's natal chart or bazi, the chosen pair, the last tarot
 * draw) answered by our composer offline; when the server has a provider configured, also by the provider (coins).
 */
export default function AiReadingPage() {
  const t = useT()
  const l = useLocalize()
  const [kind, setKind] = useState<ReadingKind>('natal')
  const [topic, setTopic] = useState<ReadingTopic>('general')
  const [question, setQuestion] = useState('')
  const [withBirth, setWithBirth] = useState(false)
  const [showFacts, setShowFacts] = useState(false)
  const [offline, setOffline] = useState<string[] | null>(null)
  const [config, setConfig] = useState<AiConfigWire | null>(null)
  useDidShow(() => void loadAiConfig().then(setConfig, () => setConfig(null)))

  const s = useSubject(kind)
  const reading = useMemo(
    () => (s.subject ? composeReading(s.subject, { topic, question, birthLines: withBirth ? s.birthLines : undefined }) : null),
    [s, topic, question, withBirth],
  )
  const body = (requestId: string) => ({
    request_id: requestId,
    kind,
    topic,
    question: question.trim() || t(`reading.topic.${topic}`),
    facts: reading?.factsText ?? '',
  })
  const changed =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v)
      setOffline(null)
    }

  const answerOffline = () => {
    if (!reading) return
    setOffline(reading.answer)
    // Kept in the reading history when logged in (free).
    if (loggedInNow()) void saveLocalReading({ ...body(readingRequestId(Date.now())), answer: reading.answer.join('\n\n') }).catch(() => undefined)
  }

  const missingText = s.missing ? t(`reading.missing.${s.missing}`) : s.error ? t('reading.failed', { error: s.error }) : ''
  return (
    <PageShell routeId="ai-reading">
      <View className="card ar-form">
        <View className="card__title">{t('reading.subject')}</View>
        <Segmented
          label={t('reading.subject')}
          testId="ar-kind"
          value={kind}
          options={READING_KINDS.map((k) => ({ value: k, label: t(`reading.kind.${k}`) }))}
          onChange={changed<ReadingKind>(setKind)}
        />
        <Text className="muted ar-subject" data-testid="ar-subject">
          {missingText || t('reading.about', { label: s.label })}
        </Text>
        <View className="card__title">{t('reading.topicTitle')}</View>
        <Segmented
          label={t('reading.topicTitle')}
          testId="ar-topic"
          value={topic}
          options={READING_TOPICS.map((k) => ({ value: k, label: t(`reading.topic.${k}`) }))}
          onChange={changed<ReadingTopic>(setTopic)}
        />
        <Textarea
          {...fieldLabelAttributes(t('reading.question'))}
          className="ar-question"
          data-testid="ar-question"
          value={question}
          maxlength={QUESTION_MAX}
          placeholder={t('reading.questionHint')}
          onInput={(e) => changed<string>(setQuestion)(e.detail.value)}
        />
        {kind !== 'tarot' && (
          <SwitchRow
            label={t('reading.withBirth')}
            hint={t('reading.withBirthHint')}
            value={withBirth}
            onChange={changed<boolean>(setWithBirth)}
            testId="ar-with-birth"
          />
        )}
      </View>

      {reading && (
        <View className="card">
          <Pressable className="ar-facts__toggle" data-testid="ar-facts-toggle" onPress={() => setShowFacts(!showFacts)}>
            {t(showFacts ? 'reading.factsHide' : 'reading.factsShow', { count: reading.factsText.split('\n').length })}
          </Pressable>
          {showFacts && (
            <Text className="ar-facts" data-testid="ar-facts" userSelect>
              {l(reading.factsText)}
            </Text>
          )}
        </View>
      )}

      <View className="card">
        <View className="card__title">{t('reading.offlineTitle')}</View>
        <Text className="muted">{t('reading.offlineNote')}</Text>
        <Pressable className="btn ar-btn" data-testid="ar-offline" disabled={!reading} onPress={answerOffline}>
          {t('reading.offlineAsk')}
        </Pressable>
        {offline && (
          <View data-testid="ar-offline-answer">
            {offline.map((p, i) => (
              <Text key={i} className="ar-para">
                {l(p)}
              </Text>
            ))}
          </View>
        )}
      </View>

      {config?.configured && reading && <AskPanel priceCoins={config.price_coins} body={body} />}
      {config && !config.configured && (
        <Text className="muted ar-note" data-testid="ar-no-provider">
          {t('reading.noProvider')}
        </Text>
      )}

      <Pressable className="btn btn--ghost ar-btn" data-testid="ar-history" onPress={() => void navigate('ai-history')}>
        {t('reading.toHistory')}
      </Pressable>
    </PageShell>
  )
}
