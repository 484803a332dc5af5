import { Text, View } from '@tarojs/components'

/** A labelled settings choice of the directions pages. */
export function Choice({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <View className="pd-choice">
      <Text className="pd-choice__label">{label}</Text>
      {children}
    </View>
  )
}
