import { View } from '@tarojs/components'
import { useT } from '@/components/hooks'
import { LenormandCard } from '@/components/tarot/lenormand-card'
import { PageShell } from '@/components/ui/page-shell'
import { ChoiceRow, SwitchRow } from '@/components/ui/setting-rows'
import type { GrandTableauShape, LenormandSettings } from '@/divination/lenormand'
import { CARD_BACKS, useLenormandSettings } from '@/store/card-settings'
import '../tarot-settings/index.css'

type SwitchKey = 'showReverse' | 'useDirector' | 'passQuestion' | 'showRemarkInput' | 'showPlayMode'

/** Switches and their i18n keys under tarot (SPEC §3: the group tarot and Lenormand share). */
const SWITCHES: readonly { key: SwitchKey; label: string }[] = [
  { key: 'showReverse', label: 'setReverse' },
  { key: 'useDirector', label: 'setDirector' },
  { key: 'passQuestion', label: 'setPassQuestion' },
  { key: 'showRemarkInput', label: 'setRemark' },
  { key: 'showPlayMode', label: 'setPlayMode' },
]

export default function LenormandSettingsPage() {
  const t = useT()
  const settings = useLenormandSettings((s) => s.settings)
  const changed = (patch: Partial<LenormandSettings>) => useLenormandSettings.getState().changed(patch)
  return (
    <PageShell routeId="lenormand-settings">
      <View className="list">
        {SWITCHES.map(({ key, label }) => (
          <SwitchRow
            key={key}
            label={t(`tarot.${label}`)}
            hint={t(`tarot.${label}Hint`)}
            value={settings[key]}
            onChange={(on) => changed({ [key]: on })}
            testId={`ls-${key}`}
          />
        ))}
        <ChoiceRow<GrandTableauShape>
          label={t('lenormand.shape')}
          hint={t('lenormand.shapeHint')}
          value={settings.grandTableau}
          choices={[
            { value: '4x9', label: t('lenormand.shape4x9') },
            { value: '8x4+4', label: t('lenormand.shape8x4') },
          ]}
          onChange={(v) => changed({ grandTableau: v })}
          testId="ls-grandTableau"
        />
        <ChoiceRow
          label={t('tarot.setBack')}
          hint={t('tarot.setBackHint')}
          value={String(settings.cardType)}
          choices={CARD_BACKS.map((b) => ({ value: String(b), label: t(`tarot.back${b}`) }))}
          onChange={(v) => changed({ cardType: Number(v) })}
          testId="ls-cardType"
        />
        <View className="list__item ts-preview" data-testid="ls-preview" data-back={settings.cardType}>
          <LenormandCard n={1} reversed={false} faceUp={false} back={settings.cardType} size="sm" label={t('tarot.setBack')} />
        </View>
      </View>
    </PageShell>
  )
}
