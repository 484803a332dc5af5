import { Switch, Text, View } from '@tarojs/components'
import { Segmented } from '@/components/ui/segmented'
import { ui } from '@/components/ui/ui'
import { useTheme } from '@/components/hooks'
import { Pressable } from '@/components/ui/pressable'
import { fieldLabelAttributes } from '@/platform/a11y'
import './setting-rows.css'

export interface Choice<T extends string> {
  value: T
  label: string
}

/** A setting with a label, an explanation and 2–3 choices inline (more choices open the shared action sheet). */
export function ChoiceRow<T extends string>(props: {
  label: string
  hint: string
  value: T
  choices: Choice<T>[]
  onChange(v: T): void
  testId: string
}) {
  const { label, hint, value, choices, onChange, testId } = props
  const inline = choices.length <= 3
  const current = choices.find((c) => c.value === value)
  return (
    <View className="list__item sr-item">
      <View className="sr-item__top">
        <Text className="sr-item__label">{label}</Text>
        {inline ? (
          <Segmented testId={testId} value={value} options={choices} onChange={onChange} />
        ) : (
          <Pressable
            inline
            className="sr-item__value"
            data-testid={testId}
            onPress={async () => {
              const r = await ui.actionSheet({ title: label, items: choices.map((c) => c.label) })
              if (r.ok) onChange(choices[r.index].value)
            }}
          >
            {current?.label ?? value} ›
          </Pressable>
        )}
      </View>
      <View className="sr-item__hint">{hint}</View>
    </View>
  )
}

/** A switch setting with its explanation. */
export function SwitchRow(props: { label: string; hint?: string; value: boolean; onChange(on: boolean): void; testId: string; disabled?: boolean }) {
  const theme = useTheme()
  return (
    <View className="list__item sr-item">
      <View className="sr-item__top">
        <Text className="sr-item__label">{props.label}</Text>
        <Switch
          {...fieldLabelAttributes(props.label)}
          data-testid={props.testId}
          checked={props.value}
          disabled={props.disabled}
          color={theme === 'dark' ? '#ff5fa2' : '#6b4eff'}
          onChange={(e) => props.onChange(!!e.detail.value)}
        />
      </View>
      {props.hint && <View className="sr-item__hint">{props.hint}</View>}
    </View>
  )
}
