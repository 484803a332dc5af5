import '@/packageA/locales.generated'
import { View } from '@tarojs/components'
import { BHAVA_SYSTEMS, CHART_STYLES, DASA_SYSTEMS, YEAR_DAYS_CHOICES, type VedicSettings } from '@/astro/vedic'
import { useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { ChoiceRow, SwitchRow } from '@/components/ui/setting-rows'
import { AYANAMSA_CHOICES, useVedicSettings } from '@/store/vedic-settings'

/** Vedic settings (SPEC §3): ayanamsa, nodes, dasha system, year length and start, karakas, bhavas, chart style. */
export default function VedicSettingsPage() {
  const t = useT()
  const s = useVedicSettings((st) => st.settings)
  const changed = (patch: Partial<VedicSettings>) => useVedicSettings.getState().changed(patch)
  return (
    <PageShell routeId="vedic-settings">
      <View className="list">
        <ChoiceRow
          label={t('vedicSettings.ayanamsa')}
          hint={t('vedicSettings.ayanamsaHint')}
          value={String(s.ayanamsa)}
          choices={AYANAMSA_CHOICES.map((a) => ({ value: String(a.sidMode), label: t(`vedic.ayanamsaName.${a.sidMode}`) }))}
          onChange={(v) => changed({ ayanamsa: Number(v) })}
          testId="vs-ayanamsa"
        />
        <SwitchRow
          label={t('vedicSettings.nodeTrue')}
          hint={t('vedicSettings.nodeTrueHint')}
          value={s.nodeTrue}
          onChange={(on) => changed({ nodeTrue: on })}
          testId="vs-nodeTrue"
        />
        <ChoiceRow
          label={t('vedicSettings.dasaType')}
          hint={t('vedicSettings.dasaTypeHint')}
          value={s.dasaType}
          choices={DASA_SYSTEMS.map((d) => ({ value: d, label: t(`vedic.dasa.${d}`) }))}
          onChange={(v) => changed({ dasaType: v })}
          testId="vs-dasaType"
        />
        <ChoiceRow
          label={t('vedicSettings.dasaStartingPoint')}
          hint={t('vedicSettings.dasaStartingPointHint')}
          value={s.dasaStartingPoint}
          choices={[
            { value: 'moon', label: t('vedic.graha.Moon') },
            { value: 'lagna', label: t('vedicSettings.lagna') },
          ]}
          onChange={(v) => changed({ dasaStartingPoint: v })}
          testId="vs-dasaStartingPoint"
        />
        <ChoiceRow
          label={t('vedicSettings.yearDays')}
          hint={t('vedicSettings.yearDaysHint')}
          value={String(s.yearDays)}
          choices={YEAR_DAYS_CHOICES.map((d) => ({ value: String(d), label: t('vedicSettings.days', { n: d }) }))}
          onChange={(v) => changed({ yearDays: Number(v) })}
          testId="vs-yearDays"
        />
        <ChoiceRow
          label={t('vedicSettings.karakaType')}
          hint={t('vedicSettings.karakaTypeHint')}
          value={String(s.karakaType)}
          choices={[
            { value: '7', label: t('vedicSettings.karaka7') },
            { value: '8', label: t('vedicSettings.karaka8') },
          ]}
          onChange={(v) => changed({ karakaType: v === '7' ? 7 : 8 })}
          testId="vs-karakaType"
        />
        <ChoiceRow
          label={t('vedicSettings.bhava')}
          hint={t('vedicSettings.bhavaHint')}
          value={s.bhava}
          choices={BHAVA_SYSTEMS.map((b) => ({ value: b, label: t(`vedicSettings.bhava_${b}`) }))}
          onChange={(v) => changed({ bhava: v })}
          testId="vs-bhava"
        />
        <ChoiceRow
          label={t('vedicSettings.chartStyle')}
          hint={t('vedicSettings.chartStyleHint')}
          value={s.chartStyle}
          choices={CHART_STYLES.map((c) => ({ value: c, label: t(`vedicSettings.chartStyle_${c}`) }))}
          onChange={(v) => changed({ chartStyle: v })}
          testId="vs-chartStyle"
        />
      </View>
    </PageShell>
  )
}
