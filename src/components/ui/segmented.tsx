import { View } from '@tarojs/components'
import { roleAttributes } from '@/platform/a11y'
import { Pressable } from './pressable'

export interface SegmentedProps<T extends string> {
  value: T
  options: readonly { value: T; label: string }[]
  onChange(value: T): void
  testId?: string
  /** Spoken name of the group (e.g. 主题). */
  label?: string
}

/** A row of mutually exclusive choices (a radio group for assistive technology). */
export function Segmented<T extends string>({ value, options, onChange, testId, label }: SegmentedProps<T>) {
  return (
    <View className="segmented" data-testid={testId} {...roleAttributes('radiogroup', label)}>
      {options.map((o) => (
        <Pressable
          key={o.value}
          role="radio"
          checked={o.value === value}
          className={`segmented__item${o.value === value ? ' segmented__item--on' : ''}`}
          data-value={o.value}
          onPress={() => onChange(o.value)}
        >
          {o.label}
        </Pressable>
      ))}
    </View>
  )
}
