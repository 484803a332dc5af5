import '@/packageA/locales.generated'
import { View } from '@tarojs/components'
import { FIXED_STARS } from '@/astro/classical'
import { useLocalize, useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { SwitchRow } from '@/components/ui/setting-rows'
import { usePdSettings } from '@/store/pd-settings'

/** Which fixed stars primary directions carry to the significators as promissors (SPEC §3 fixed stars). */
export default function PdFixedStarPage() {
  const t = useT()
  const l = useLocalize()
  const chosen = usePdSettings((s) => s.fixedStars)
  const toggle = usePdSettings((s) => s.pointToggled)
  return (
    <PageShell routeId="pd-settings-fixed-star">
      <View className="card muted">{t('pd.starHint')}</View>
      <View className="list" data-testid="pd-stars">
        <View className="list__header">{t('pd.starCount', { n: chosen.length })}</View>
        {FIXED_STARS.map((s, i) => (
          <SwitchRow
            key={s.name}
            label={l(s.zh)}
            hint={t('pd.starRow', { name: s.name, mag: s.mag.toFixed(2) })}
            value={chosen.includes(s.name)}
            testId={`pd-star-${i}`}
            onChange={() => toggle('fixedStars', s.name)}
          />
        ))}
      </View>
    </PageShell>
  )
}
