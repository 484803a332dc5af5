import { View } from '@tarojs/components'
import type { LocalBirth } from '@/births/model'
import { useLocalize, useT } from '@/components/hooks'
import { Segmented } from '@/components/ui/segmented'

/** Marks chart: whose side of the relationship is cast (each person has their own). */
export function MarksSwitch({ a, b, whose, onChange }: { a: LocalBirth; b: LocalBirth; whose: 'a' | 'b'; onChange(w: 'a' | 'b'): void }) {
  const t = useT()
  const l = useLocalize()
  return (
    <View className="card">
      <Segmented<'a' | 'b'>
        testId="marks-whose"
        label={t('chart.marksWhose')}
        value={whose}
        options={[
          { value: 'a', label: t('chart.marksOf', { name: l(a.name) }) },
          { value: 'b', label: t('chart.marksOf', { name: l(b.name) }) },
        ]}
        onChange={onChange}
      />
      <View className="muted ct-marks-note">{t('chart.marksNote', { name: l(whose === 'a' ? a.name : b.name) })}</View>
    </View>
  )
}
