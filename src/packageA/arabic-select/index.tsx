import '@/packageA/locales.generated'
import { View } from '@tarojs/components'
import { BUILTIN_LOT_IDS } from '@/astro/classical'
import { useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { SwitchRow } from '@/components/ui/setting-rows'
import { navigate } from '@/platform/navigation'
import { pointList, useArabicPoints } from '@/store/arabic-points'
import { formulaText } from '../chart-common/arabic-terms'

/** Which catalogue and custom Arabic points the classical page lists (storage key arabicSelected). */
export default function ArabicSelectPage() {
  const t = useT()
  const points = useArabicPoints((s) => s.points)
  const selected = useArabicPoints((s) => s.selected)
  const st = useArabicPoints.getState
  const custom = pointList(points)

  return (
    <PageShell routeId="arabic-select">
      <View className="card muted">{t('arabic.selectHint')}</View>
      <View className="list" data-testid="arabic-select-builtin">
        <View className="list__header">{t('arabic.builtinTitle')}</View>
        {BUILTIN_LOT_IDS.map((id) => (
          <SwitchRow
            key={id}
            label={t(`classical.lot.${id}`)}
            value={selected.builtin.includes(id)}
            testId={`arabic-sel-${id}`}
            onChange={() => st().builtinToggled(id)}
          />
        ))}
      </View>
      <View className="list" data-testid="arabic-select-custom">
        <View className="list__header">{t('arabic.customTitle')}</View>
        {custom.length === 0 && <View className="list__item muted">{t('arabic.noCustom')}</View>}
        {custom.map((p, i) => (
          <SwitchRow
            key={p.id}
            label={p.name || t('arabic.untitled')}
            hint={formulaText(t, p, points)}
            value={selected.custom.includes(p.id)}
            testId={`arabic-sel-custom-${i}`}
            onChange={() => st().customToggled(p.id)}
          />
        ))}
      </View>
      <Pressable className="btn" data-testid="arabic-manage" onPress={() => void navigate('arabic-custom-list')}>
        {t('arabic.manage')}
      </Pressable>
    </PageShell>
  )
}
