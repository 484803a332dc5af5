import { Text, View } from '@tarojs/components'
import { useLocalize, useT } from '@/components/hooks'
import { Pressable } from '@/components/ui/pressable'
import type { Luck, PalaceExplanation } from '@/divination/qimen'
import { roleAttributes } from '@/platform/a11y'

const LUCK_CLASS: Record<Luck, string> = { 吉: 'good', 凶: 'bad', 平: 'even' }

/** The reading of one palace: star, door, god, 十干克应, marks and what falls there, as the engine explains them. */
export function PalaceReading({ reading, onClose }: { reading: PalaceExplanation; onClose(): void }) {
  const t = useT()
  const l = useLocalize()
  return (
    <View className="card qm-reading" data-testid="qm-reading" data-palace={reading.palace} {...roleAttributes('region', t('qimen.reading'))}>
      <Text className="qm-reading__title" data-testid="qm-reading-title">
        {l(reading.title)}
      </Text>
      {reading.notes.map((note) => (
        <View key={`${note.kind}-${note.title}`} className="qm-note" data-testid="qm-note" data-kind={note.kind}>
          <Text className="qm-note__title">
            {l(note.title)}
            {note.luck && <Text className={`qm-note__luck qm-note__luck--${LUCK_CLASS[note.luck]}`}>{l(note.luck)}</Text>}
          </Text>
          <Text className="qm-note__text">{l(note.text)}</Text>
        </View>
      ))}
      <Pressable className="btn btn--ghost qm-reading__close" data-testid="qm-reading-close" onPress={onClose}>
        {t('qimen.readingClose')}
      </Pressable>
    </View>
  )
}
