import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useLocalize, useT } from '@/components/hooks'
import { Pressable } from '@/components/ui/pressable'
import { ui } from '@/components/ui/ui'
import { roleAttributes } from '@/platform/a11y'
import { countAnswered, firstUnanswered, type PsychTest } from '@/divination/psych'

/** One item at a time: progress, the five answers, back and next; finishing needs every item answered. */
export function TestRunner({ test, onFinish }: { test: PsychTest; onFinish: (answers: (number | null)[]) => void }) {
  const t = useT()
  const l = useLocalize()
  const total = test.items.length
  const [answers, setAnswers] = useState<(number | null)[]>(() => Array<number | null>(total).fill(null))
  const [index, setIndex] = useState(0)
  const item = test.items[index]
  const answered = countAnswered(test, answers)
  const last = index === total - 1

  const choose = (value: number) => {
    const next = answers.map((a, i) => (i === index ? value : a))
    setAnswers(next)
    if (!last) setIndex(index + 1)
  }
  const finish = () => {
    const missing = firstUnanswered(test, answers)
    if (missing >= 0) {
      ui.toast(t('psych.unanswered', { count: total - answered }))
      setIndex(missing)
      return
    }
    onFinish(answers)
  }

  return (
    <View data-testid="pt-runner" data-n={item.n}>
      <View className="card pt-progress">
        <View className="pt-progress__row">
          <Text className="pt-progress__n" data-testid="pt-progress">
            {t('psych.progress', { n: item.n, total })}
          </Text>
          <Text className="muted" data-testid="pt-answered">
            {t('psych.answered', { count: answered })}
          </Text>
        </View>
        <View className="pt-progress__track">
          <View className="pt-progress__fill" style={{ width: `${(answered / total) * 100}%` }} />
        </View>
      </View>
      <View className="card pt-item">
        <Text className="pt-item__text" data-testid="pt-item-text">
          {l(item.text)}
        </Text>
        <View className="pt-options" {...roleAttributes('radiogroup', l(item.text))}>
          {test.likert.map((label, i) => {
            const value = i + 1
            const on = answers[index] === value
            return (
              <Pressable
                key={value}
                role="radio"
                checked={on}
                className={`pt-option${on ? ' pt-option--on' : ''}`}
                data-testid="pt-option"
                data-value={value}
                onPress={() => choose(value)}
              >
                <Text className="pt-option__dot">{value}</Text>
                <Text className="pt-option__label">{l(label)}</Text>
              </Pressable>
            )
          })}
        </View>
      </View>
      <View className="pt-nav">
        <Pressable className="btn btn--ghost pt-nav__btn" data-testid="pt-prev" disabled={index === 0} onPress={() => setIndex(index - 1)}>
          {t('psych.prev')}
        </Pressable>
        {last ? (
          <Pressable className="btn pt-nav__btn" data-testid="pt-finish" onPress={finish}>
            {t('psych.finish')}
          </Pressable>
        ) : (
          <Pressable className="btn btn--ghost pt-nav__btn" data-testid="pt-next" onPress={() => setIndex(index + 1)}>
            {t('psych.next')}
          </Pressable>
        )}
      </View>
    </View>
  )
}
