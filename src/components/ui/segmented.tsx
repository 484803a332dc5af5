import { Text, View } from '@tarojs/components'

export interface SegmentedProps<T extends string> {
  value: T
  options: readonly { value: T; label: string }[]
  onChange(value: T): void
  testId?: string
}

/** A row of mutually exclusive choices. */
export function Segmented<T extends string>({ value, options, onChange, testId }: SegmentedProps<T>) {
  return (
    <View className="segmented" data-testid={testId}>
      {options.map((o) => (
        <Text
          key={o.value}
          className={`segmented__item${o.value === value ? ' segmented__item--on' : ''}`}
          data-value={o.value}
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </Text>
      ))}
    </View>
  )
}
