import '@/packageA/locales.generated'
import { View } from '@tarojs/components'
import type { HumanDesignSettings } from '@/astro/human-design'
import { useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { ChoiceRow, SwitchRow } from '@/components/ui/setting-rows'
import { useHumanDesignSettings } from '@/store/human-design-settings'
import { AYANAMSA_CHOICES } from '@/store/vedic-settings'

/** Human design settings (SPEC §3): zodiac (flag), ayanamsa for the sidereal zodiac, true node, gate labels. */
export default function HumanDesignSettingsPage() {
  const t = useT()
  const s = useHumanDesignSettings((st) => st.settings)
  const changed = (patch: Partial<HumanDesignSettings>) => useHumanDesignSettings.getState().changed(patch)
  return (
    <PageShell routeId="human-design-settings">
      <View className="list">
        <ChoiceRow
          label={t('humanDesign.set.zodiac')}
          hint={t('humanDesign.set.zodiacHint')}
          value={s.zodiac}
          choices={[
            { value: 'tropical', label: t('humanDesign.set.tropical') },
            { value: 'sidereal', label: t('humanDesign.set.sidereal') },
          ]}
          onChange={(v) => changed({ zodiac: v })}
          testId="hds-zodiac"
        />
        {s.zodiac === 'sidereal' && (
          <ChoiceRow
            label={t('humanDesign.set.ayanamsa')}
            hint={t('humanDesign.set.ayanamsaHint')}
            value={String(s.ayanamsa)}
            choices={AYANAMSA_CHOICES.map((a) => ({ value: String(a.sidMode), label: t(`vedic.ayanamsaName.${a.sidMode}`) }))}
            onChange={(v) => changed({ ayanamsa: Number(v) })}
            testId="hds-ayanamsa"
          />
        )}
        <SwitchRow
          label={t('humanDesign.set.nodeTrue')}
          hint={t('humanDesign.set.nodeTrueHint')}
          value={s.nodeTrue}
          onChange={(on) => changed({ nodeTrue: on })}
          testId="hds-nodeTrue"
        />
        <ChoiceRow
          label={t('humanDesign.set.guaType')}
          hint={t('humanDesign.set.guaTypeHint')}
          value={s.guaType}
          choices={[
            { value: 'number', label: t('humanDesign.set.guaNumber') },
            { value: 'hexagram', label: t('humanDesign.set.guaHexagram') },
          ]}
          onChange={(v) => changed({ guaType: v })}
          testId="hds-guaType"
        />
      </View>
    </PageShell>
  )
}
