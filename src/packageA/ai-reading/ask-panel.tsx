import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useLocalize, useT } from '@/components/hooks'
import { Pressable } from '@/components/ui/pressable'
import { roleAttributes } from '@/platform/a11y'
import { askProvider, readingRequestId, type ReadingBody } from '@/store/ai-actions'

type Stage = { kind: 'idle' } | { kind: 'streaming' } | { kind: 'done'; spent: number } | { kind: 'failed'; error: string }

/**
 * The provider's answer: price and coin rules, the answer appearing as it streams, and a clear failure (the
 * question stays on the page; nothing is spent unless the whole answer arrived).
 */
export function AskPanel({ priceCoins, body }: { priceCoins: number; body: (requestId: string) => ReadingBody }) {
  const t = useT()
  const l = useLocalize()
  const [stage, setStage] = useState<Stage>({ kind: 'idle' })
  const [text, setText] = useState('')

  const ask = async () => {
    setText('')
    setStage({ kind: 'streaming' })
    const r = await askProvider(body(readingRequestId(Date.now())), priceCoins, (piece) => setText((x) => x + piece))
    if (r.kind === 'done') setStage({ kind: 'done', spent: priceCoins })
    else if (r.kind === 'failed') setStage({ kind: 'failed', error: r.error })
    else setStage({ kind: 'idle' })
  }

  const busy = stage.kind === 'streaming'
  return (
    <View className="card" data-testid="ar-provider">
      <View className="card__title">{t('reading.providerTitle')}</View>
      <Text className="muted">{t('reading.providerRules', { n: priceCoins })}</Text>
      <Pressable className="btn ar-btn" data-testid="ar-ask" disabled={busy} onPress={() => void ask()}>
        {busy ? t('reading.streaming') : t('reading.providerAsk', { n: priceCoins })}
      </Pressable>
      {busy && (
        <View className="ar-progress" data-testid="ar-progress" {...roleAttributes('progressbar', t('reading.streaming'))}>
          <View className="ar-progress__bar" />
        </View>
      )}
      {text && (
        <Text className="ar-para ar-stream" data-testid="ar-stream" userSelect>
          {l(text)}
        </Text>
      )}
      {stage.kind === 'done' && (
        <View className="muted" data-testid="ar-spent">
          {t('reading.spent', { n: stage.spent })}
        </View>
      )}
      {stage.kind === 'failed' && (
        <Text className="ar-error" data-testid="ar-error" {...roleAttributes('alert')}>
          {t('reading.providerFailed', { error: stage.error })}
        </Text>
      )}
    </View>
  )
}
