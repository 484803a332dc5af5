import '@/packageA/locales.generated'
import { Input, Text, View } from '@tarojs/components'
import { useRouteParams } from '@/platform/route-params'
import { useEffect, useState } from 'react'
import { locationRequestOptions } from '@/components/ui/location-bridge'
import { PageShell } from '@/components/ui/page-shell'
import { useLocalize, useT } from '@/components/hooks'
import { goBack } from '@/platform/navigation'
import type { Gazetteer, Place } from '@/geo'
import { formatLatLng } from '@/geo/coords'
import { loadGazetteer } from '@/platform/geo'
import { usePicks, type PlacePick } from '../births-common/picks'
import { LocationChooser } from './location-chooser'
import '../births-common/births.css'
import { Pressable } from '@/components/ui/pressable'

/**
 * Offline place search over the gazetteer (src/geo; its data is loaded on first use, see src/platform/geo-data*.ts).
 * Two modes: the birth editor's place pick (?slot=birth|current: a tap picks and goes back), and
 * ui.chooseLocation()'s chooser (?mode=choose&request=<id>: paged list, confirm; see @/components/ui/location-bridge).
 */
export default function CitySearchPage() {
  const t = useT()
  const params = useRouteParams() as { slot?: string; mode?: string; request?: string }
  const [gaz, setGaz] = useState<Gazetteer | null>(null)
  const [failed, setFailed] = useState(false)
  const request = Number(params.request)
  // Read once: the bridge forgets a request when it is answered, while this page is still leaving.
  const [chooser] = useState(() => locationRequestOptions(request))

  useEffect(() => {
    let live = true
    loadGazetteer()
      .then((g) => live && setGaz(g))
      .catch((e: unknown) => {
        console.warn('gazetteer load failed', e)
        if (live) setFailed(true)
      })
    return () => {
      live = false
    }
  }, [])

  if (params.mode === 'choose') {
    return (
      <PageShell routeId="city-search" title={chooser.title ?? t('ui.locationTitle')}>
        <LocationChooser request={request} initialQuery={chooser.query} gazetteer={gaz} failed={failed} />
      </PageShell>
    )
  }
  return <PlacePickList slot={params.slot === 'current' ? 'current' : 'birth'} gaz={gaz} failed={failed} />
}

function PlacePickList({ slot, gaz, failed }: { slot: PlacePick['slot']; gaz: Gazetteer | null; failed: boolean }) {
  const t = useT()
  const loc = useLocalize()
  const [query, setQuery] = useState('')
  const [items, setItems] = useState<Place[]>([])
  useEffect(() => {
    if (!gaz || !query.trim()) return setItems([])
    setItems(gaz.search(query.trim(), { pageSize: 40 }).items)
  }, [gaz, query])

  const pick = (p: Place) => {
    usePicks.getState().placePicked({ slot, place: { id: p.id, name: p.name, region: p.region, lat: p.lat, lng: p.lng, timeZone: p.timeZone } })
    void goBack({ force: true })
  }

  return (
    <PageShell routeId="city-search">
      <View className="bp-search">
        <Input
          data-testid="city-input"
          focus
          value={query}
          placeholder={t('births.citySearchPlaceholder')}
          onInput={(e) => setQuery(e.detail.value)}
        />
      </View>
      {!gaz && <View className="bp-empty">{failed ? t('ui.locationLoadFailed') : t('births.cityLoading')}</View>}
      {gaz && !query.trim() && <View className="bp-empty">{t('births.cityHint')}</View>}
      {gaz && query.trim() && items.length === 0 && <View className="bp-empty">{t('births.cityEmpty')}</View>}
      {items.length > 0 && (
        <View className="list">
          {items.map((p) => (
            <Pressable key={p.id} className="list__item" data-testid="city-item" data-name={p.name} onPress={() => pick(p)}>
              <View>
                <View>{loc(p.name)}</View>
                <View className="muted">
                  {loc(p.region)}
                  {p.approx ? ` · ${t('births.cityApprox')}` : ''}
                </View>
              </View>
              <Text className="list__value">{loc(formatLatLng(p.lat, p.lng))}</Text>
            </Pressable>
          ))}
        </View>
      )}
    </PageShell>
  )
}
