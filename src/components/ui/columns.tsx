import { ScrollView, View } from '@tarojs/components'
import { Pressable } from '@/components/ui/pressable'
import { designToCssPx } from '@/platform/system'
import { columnScrollTop } from './logic/column-scroll'

/** Row height in design px, as .ui-columns__item in ui-kit.css; the screen size is designToCssPx() of it. */
export const COLUMN_ITEM_DESIGN_PX = 40

export interface ColumnsProps {
  columns: readonly (readonly string[])[]
  selected: readonly number[]
  onSelect(column: number, index: number): void
  /** Prefix of test ids: `${testId}-col-${c}` and `${testId}-item-${c}-${i}`. */
  testId: string
}

/** Side-by-side scrollable columns; tapping an item selects it (the same on H5 and weapp). */
export function Columns({ columns, selected, onSelect, testId }: ColumnsProps) {
  // The selected row on the third line: scrollTop is in real px, the CSS row height in design px (rem / rpx).
  const rowPx = designToCssPx(COLUMN_ITEM_DESIGN_PX)
  return (
    <View className="ui-columns">
      {columns.map((items, c) => (
        <ScrollView
          key={c}
          className="ui-columns__col"
          scrollY
          scrollTop={columnScrollTop(selected[c], items.length, rowPx)}
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
