import { useT } from '@/components/hooks'
import { ChoiceRow, SwitchRow } from '@/components/ui/setting-rows'
import { CARD_BACKS } from '@/store/card-settings'

type SwitchKey = 'showReverse' | 'useDirector' | 'passQuestion' | 'showRemarkInput' | 'showPlayMode'

/** Switches tarot and Lenormand share, with their i18n keys under tarot (SPEC §3 Tarot and Lenormand). */
const SWITCHES: readonly { key: SwitchKey; label: string }[] = [
  { key: 'showReverse', label: 'setReverse' },
  { key: 'useDirector', label: 'setDirector' },
  { key: 'passQuestion', label: 'setPassQuestion' },
  { key: 'showRemarkInput', label: 'setRemark' },
  { key: 'showPlayMode', label: 'setPlayMode' },
]

type SharedCardSettings = Record<SwitchKey, boolean> & { cardType: number }

interface Props {
  settings: SharedCardSettings
  changed: (patch: Partial<SharedCardSettings>) => void
  /** Test id prefix: 'ts' (tarot) or 'ls' (Lenormand). */
  testPrefix: string
}

/** The shared switch rows of the tarot and Lenormand settings pages. */
export function CardSwitchRows({ settings, changed, testPrefix }: Props) {
  const t = useT()
  return (
    <>
      {SWITCHES.map(({ key, label }) => (
        <SwitchRow
          key={key}
          label={t(`tarot.${label}`)}
          hint={t(`tarot.${label}Hint`)}
          value={settings[key]}
          onChange={(on) => changed({ [key]: on })}
          testId={`${testPrefix}-${key}`}
        />
      ))}
    </>
  )
}

/** The card-back choice (cardType) of both card settings pages. */
export function CardBackRow({ settings, changed, testPrefix }: Props) {
  const t = useT()
  return (
    <ChoiceRow
      label={t('tarot.setBack')}
      hint={t('tarot.setBackHint')}
      value={String(settings.cardType)}
      choices={CARD_BACKS.map((b) => ({ value: String(b), label: t(`tarot.back${b}`) }))}
      onChange={(v) => changed({ cardType: Number(v) })}
      testId={`${testPrefix}-cardType`}
    />
  )
}
