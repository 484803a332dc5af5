import '@/packageA/locales.generated'
import { View } from '@tarojs/components'
import { BUILTIN_LOT_IDS } from '@/astro/classical'
import { useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { SwitchRow } from '@/components/ui/setting-rows'
import { navigate } from '@/platform/navigation'
import { pointList, useArabicPoints } from '@/store/arabic-points'
import { usePdSettings } from '@/store/pd-settings'
import { formulaText } from '../chart-common/arabic-terms'

/** Which catalogue and custom Arabic points primary directions take as significators (SPEC §3, default Spirit). */
export default function PdArabicPage() {
  const t = useT()
  const points = useArabicPoints((s) => s.points)
  const builtin = usePdSettings((s) => s.arabicBuiltin)
  const custom = usePdSettings((s) => s.arabicCustom)
  const toggle = usePdSettings((s) => s.pointToggled)
  const live = pointList(points)
  return (
    <PageShell routeId="pd-settings-arabic">
      <View className="card muted">{t('pd.arabicHint')}</View>
      <View className="list" data-testid="pd-lots-builtin">
        <View className="list__header">{t('arabic.builtinTitle')}</View>
        {BUILTIN_LOT_IDS.map((id) => (
          <SwitchRow
            key={id}
            label={t(`classical.lot.${id}`)}
            value={builtin.includes(id)}
            testId={`pd-lot-${id}`}
            onChange={() => toggle('arabicBuiltin', id)}
          />
        ))}
      </View>
      <View className="list" data-testid="pd-lots-custom">
        <View className="list__header">{t('arabic.customTitle')}</View>
        {live.length === 0 && <View className="list__item muted">{t('arabic.noCustom')}</View>}
        {live.map((p, i) => (
          <SwitchRow
            key={p.id}
            label={p.name || t('arabic.untitled')}
            hint={formulaText(t, p, points)}
            value={custom.includes(p.id)}
            testId={`pd-lot-custom-${i}`}
            onChange={() => toggle('arabicCustom', p.id)}
          />
        ))}
      </View>
      <Pressable className="btn" data-testid="pd-arabic-manage" onPress={() => void navigate('arabic-custom-list')}>
        {t('arabic.manage')}
      </Pressable>
    </PageShell>
  )
}
