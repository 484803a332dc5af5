import { ScrollView, View } from '@tarojs/components'
import { Pressable } from '@/components/ui/pressable'

/** Row height in real px (uppercase PX in the CSS, so it does not scale): the selected row is scrolled to the third line. */
export const COLUMN_ITEM_PX = 40

export interface ColumnsProps {
  columns: readonly (readonly string[])[]
  selected: readonly number[]
  onSelect(column: number, index: number): void
  /** Prefix of test ids: `${testId}-col-${c}` and `${testId}-item-${c}-${i}`. */
  testId: string
}

/** Side-by-side scrollable columns; tapping an item selects it (the same on H5 and weapp). */
export function Columns({ columns, selected, onSelect, testId }: ColumnsProps) {
  return (
    <View className="ui-columns">
      {columns.map((items, c) => (
        <ScrollView
          key={c}
          className="ui-columns__col"
          scrollY
          scrollTop={Math.max(0, selected[c] - 2) * COLUMN_ITEM_PX}
          data-testid={`${testId}-col-${c}`}
        >
          {items.map((label, i) => (
            <Pressable
              key={i}
              className={`ui-columns__item${i === selected[c] ? ' is-on' : ''}`}
              data-testid={`${testId}-item-${c}-${i}`}
              onPress={() => onSelect(c, i)}
            >
              {label}
            </Pressable>
          ))}
        </ScrollView>
      ))}
    </View>
  )
}
