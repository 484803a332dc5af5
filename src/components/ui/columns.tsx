import { ScrollView, View } from '@tarojs/components'

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
    <View className='ui-columns'>
      {columns.map((items, c) => (
        <ScrollView
          key={c}
          className='ui-columns__col'
          scrollY
          scrollIntoView={`${testId}-${c}-${Math.max(0, selected[c] - 2)}`}
          data-testid={`${testId}-col-${c}`}
        >
          {items.map((label, i) => (
            <View
              key={i}
              id={`${testId}-${c}-${i}`}
              className={`ui-columns__item${i === selected[c] ? ' is-on' : ''}`}
              data-testid={`${testId}-item-${c}-${i}`}
              onClick={() => onSelect(c, i)}
            >
              {label}
            </View>
          ))}
        </ScrollView>
      ))}
    </View>
  )
}
