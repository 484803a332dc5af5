import { Text, View } from '@tarojs/components'
import { Pressable } from './pressable'
import './tool-grid.css'

export interface ToolGridItem<Id extends string = string> {
  id: Id
  /** A short glyph or character drawn in the rounded tile (decorative: the label names the tool). */
  icon: string
  label: string
  testId: string
}

/** A card of tools, four to a row, each a tile with its label; tapping one calls onOpen with its id. */
export function ToolGrid<Id extends string>({ title, items, onOpen }: { title: string; items: readonly ToolGridItem<Id>[]; onOpen(id: Id): void }) {
  if (items.length === 0) return null
  return (
    <View className="card">
      <Text className="card__title">{title}</Text>
      <View className="grid tool-grid">
        {items.map((item) => (
          <Pressable key={item.id} className="tool-grid__item" onPress={() => onOpen(item.id)} data-testid={item.testId}>
            <View className="tool-grid__icon" aria-hidden="true">
              {item.icon}
            </View>
            <Text className="tool-grid__label">{item.label}</Text>
          </Pressable>
        ))}
      </View>
    </View>
  )
}
