import '@/packageC/locales.generated'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useLocalize, useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { quotePicture } from '@/components/share/pictures'
import { ShareImageButton } from '@/components/share/share-button'
import { Pressable } from '@/components/ui/pressable'
import { QuestionCard } from '@/packageB/chinese-divination/form-parts'
import { openAnswerBook, questionSeed } from '@/divination/answer-book'
import { localTime } from '@/components/ui/local-time'
import { navigate } from '@/platform/navigation'
import { useRouteParams } from '@/platform/route-params'
import { recordById, useDivinationHistory, type StoredCast } from '@/store/divination-history'
import './index.css'

type AnswerRecord = Extract<StoredCast, { system: 'answer-book' }>

function Answer({ record }: { record: AnswerRecord }) {
  const t = useT()
  const l = useLocalize()
  const share = {
    title: t('oracleRoute.answerBook'),
    subtitle: record.question ? l(record.question) : t('div.noQuestion'),
    date: localTime(record.createdAt),
    picture: quotePicture(l(record.result.answer)),
    paragraphs: [],
    footer: t('shareCard.footer'),
  }
  return (
    <View>
      <View className="ab-book ab-book--open" data-testid="ab-result" data-index={record.result.index}>
        {record.question && <Text className="ab-question">{l(record.question)}</Text>}
        <Text className="ab-label">{t('answerBook.yourAnswer')}</Text>
        <Text className="ab-answer" data-testid="ab-answer">
          {l(record.result.answer)}
        </Text>
      </View>
      <ShareImageButton content={share} fileTitle={t('oracleRoute.answerBook')} canvasId="ab-share-canvas" testId="ab-share" />
    </View>
  )
}

/** The answer book: ask in your mind, press, read one answer; each answer is kept in the history. */
export default function AnswerBookPage() {
  const t = useT()
  const params = useRouteParams()
  const records = useDivinationHistory((s) => s.records)
  const [question, setQuestion] = useState('')
  const [saved, setSaved] = useState<AnswerRecord | null>(null)

  const press = () => {
    const seed = questionSeed(question, Date.now())
    const record = useDivinationHistory.getState().castSaved({ system: 'answer-book', question, inputs: { seed }, result: openAnswerBook(seed) })
    if (record.system === 'answer-book') setSaved(record)
  }

  const reopened = params.record ? recordById(records, params.record) : undefined
  let body
  if (params.record) {
    body =
      reopened?.system === 'answer-book' ? (
        <Answer record={reopened} />
      ) : (
        <View className="card muted" data-testid="ab-not-found">
          {t('div.notFound')}
        </View>
      )
  } else if (saved) {
    body = (
      <View>
        <Answer record={saved} />
        <View className="ab-actions">
          <Pressable className="btn btn--ghost" data-testid="ab-history" onPress={() => void navigate('divination-history')}>
            {t('div.history')}
          </Pressable>
          <Pressable
            className="btn"
            data-testid="ab-again"
            onPress={() => {
              setSaved(null)
              setQuestion('')
            }}
          >
            {t('answerBook.again')}
          </Pressable>
        </View>
      </View>
    )
  } else {
    body = (
      <View data-testid="ab-form">
        <View className="card">
          <Text className="muted">{t('answerBook.intro')}</Text>
        </View>
        <QuestionCard prefix="ab" value={question} onChange={setQuestion} />
        <Pressable className="ab-book" data-testid="ab-press" onPress={press}>
          <Text className="ab-book__title">{t('oracleRoute.answerBook')}</Text>
          <Text className="ab-book__hint">{t('answerBook.press')}</Text>
        </Pressable>
      </View>
    )
  }
  return <PageShell routeId="answer-book">{body}</PageShell>
}
