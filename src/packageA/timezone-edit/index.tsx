import '@/packageA/locales.generated'
import { Input, View } from '@tarojs/components'
import { useRouteParams } from '@/platform/route-params'
import { useState } from 'react'
import { PageShell } from '@/components/ui/page-shell'
import { useLocalize, useT } from '@/components/hooks'
import { goBack } from '@/platform/navigation'
import { parseZoneInput, ZONE_LIST, zoneLabel } from '@/births/zones'
import { ui } from '@/components/ui/ui'
import { usePicks } from '../births-common/picks'
import '../births-common/births.css'
import { Pressable } from '@/components/ui/pressable'

/** SPEC §3 time-zone list (east 12 … 0 … west 12, negative for east) with the non-integer note and free entry. */
export default function TimezoneEditPage() {
  const t = useT()
  const loc = useLocalize()
  const current = Number((useRouteParams() as { value?: string }).value ?? NaN)
  const [text, setText] = useState(Number.isFinite(current) && !Number.isInteger(current) ? zoneLabel(current) : '')
  const pick = (v: number) => {
    usePicks.getState().zonePicked(v)
    void goBack({ force: true })
  }
  const useFree = () => {
    const v = parseZoneInput(text)
    if (v === undefined) return void ui.toast(t('births.zoneFreeInvalid'))
    pick(v)
  }
  return (
    <PageShell routeId="timezone-edit">
      <View className="list">
        <View className="list__header">{t('births.zoneListTitle')}</View>
        <View className="bp-zone-grid">
          {ZONE_LIST.map((z) => (
            <Pressable
              inline
              key={z.value}
              className={`bp-zone${z.value === current ? ' bp-zone--on' : ''}`}
              data-testid="zone-item"
              data-value={z.value}
              onPress={() => pick(z.value)}
            >
              {loc(z.label)}
            </Pressable>
          ))}
        </View>
        <View className="bp-note">{t('births.zoneNote')}</View>
      </View>
      <View className="list">
        <View className="list__header">{t('births.zoneFree')}</View>
        <View className="bp-inline">
          <Input data-testid="zone-free" value={text} placeholder={t('births.zoneFreePlaceholder')} onInput={(e) => setText(e.detail.value)} />
          <Pressable inline className="bp-btn-small" data-testid="zone-free-use" onPress={useFree}>
            {t('births.use')}
          </Pressable>
        </View>
      </View>
    </PageShell>
  )
}
