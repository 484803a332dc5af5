/** A label–value row with an optional note under the value. */
import { Text, View } from '@tarojs/components'

export function Row({ k, v, note }: { k: string; v: string; note?: string }) {
  return (
    <View className="ct-row cp-row">
      <Text className="ct-c1 cp-k">{k}</Text>
      <View className="cp-v">
        <Text>{v}</Text>
        {note ? <Text className="muted cp-note">{note}</Text> : null}
      </View>
    </View>
  )
}
