import '@/packageB/locales.generated'
import { Text, View } from '@tarojs/components'
import { useMemo, useState } from 'react'
import { ExplainPanel } from '@/components/bazi/explain-panel'
import { PalaceRow, PillarTable } from '@/components/bazi/pillar-table'
import { YunPanel } from '@/components/bazi/yun-panel'
import { ZipingPanel } from '@/components/bazi/ziping-panel'
import { useJsonMemo, useLocalize, useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { navigate } from '@/platform/navigation'
import { baziSettingsOf, useBaziSettings } from '@/store/bazi-settings'
import { useZipingSettings } from '@/store/ziping-settings'
import { usePageBirth } from '@/packageB/birth-common/use-page-birth'
import { DEFAULT_BAZI_BIRTH, basisLineOf, birthFromParams, birthFromProfile } from './birth-input'
import { computeBazi } from './compute'
import { Pressable } from '@/components/ui/pressable'
import './index.css'

export default function BaziPage() {
  const t = useT()
  const l = useLocalize()
  const birth = usePageBirth(birthFromParams, birthFromProfile).birth ?? DEFAULT_BAZI_BIRTH

  const bs = useBaziSettings()
  const settings = useJsonMemo(baziSettingsOf(bs))
  const zs = useZipingSettings()
  const result = useMemo(() => computeBazi(birth, settings), [birth, settings])
  const [explain, setExplain] = useState(false)
  // The reader's current year picks the 大运 and 流年 opened first.
  const [currentYear] = useState(() => new Date().getFullYear())
  const { chart, zp } = result
  const basis = chart ? basisLineOf(chart) : null

  return (
    <PageShell routeId="bazi" title={birth.name ? `${l(birth.name)} · ${t('bazi.title')}` : undefined}>
      <View className="card bz-head" data-testid="bz-head">
        <Text className="bz-head__name">{birth.name ? l(birth.name) : t('bazi.unnamed')}</Text>
        <Text className="bz-head__line" data-testid="bz-birth-line">
          {t('bazi.birthLine', {
            date: birth.date,
            time: birth.time,
            sex: birth.sex === 1 ? t('bazi.male') : t('bazi.female'),
            zone: zoneText(birth.birthZone),
          })}
          {birth.summer === 1 ? ` · ${t('bazi.summer')}` : ''}
        </Text>
        {chart && <Text className="bz-head__line">{t('bazi.lunarLine', { lunar: l(chart.lunar.text), animal: l(chart.lunar.animal) })}</Text>}
        {basis && (
          <Text className="bz-head__basis" data-testid="bz-basis">
            {t(`bazi.${basis.key}`, basis.params)} · {t(`bazi.${basis.ziKey}`)}
          </Text>
        )}
        {result.noLng && <Text className="bz-head__warn">{t('bazi.noLng')}</Text>}
        <View className="bz-chips">
          <Pressable inline className="bz-chip" data-testid="bz-choose-birth" onPress={() => void navigate('birth-list', { pick: 'chart' })}>
            {t('bazi.chooseBirth')}
          </Pressable>
          <Pressable inline className="bz-chip" data-testid="bz-open-settings" onPress={() => void navigate('bazi-settings')}>
            {t('bazi.settings')}
          </Pressable>
          <Pressable
            inline
            className={`bz-chip${explain ? ' bz-chip--on' : ''}`}
            data-testid="bz-explain-toggle"
            onPress={() => setExplain(!explain)}
          >
            {t('bazi.explainToggle')}
          </Pressable>
        </View>
      </View>
      {result.error && <View className="card bz-error">{t('bazi.error', { message: l(result.error) })}</View>}
      {chart && (
        <>
          <PillarTable chart={chart} />
          <View className="card bz-palace-card">
            <PalaceRow chart={chart} />
          </View>
          {explain && <ExplainPanel chart={chart} />}
          <YunPanel key={`${JSON.stringify(settings)}|${birth.date}|${birth.time}|${birth.sex}`} chart={chart} currentYear={currentYear} />
          {zp && <ZipingPanel zp={zp} settings={zs} onOpenSettings={() => void navigate('ziping-settings')} />}
        </>
      )}
    </PageShell>
  )
}

/** SPEC zone convention: -8 is UTC+8. */
function zoneText(birthZone: number): string {
  const east = -birthZone
  return `UTC${east >= 0 ? '+' : '−'}${Math.abs(east)}`
}
