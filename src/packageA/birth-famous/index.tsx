import '@/packageA/locales.generated'
import { Text, View } from '@tarojs/components'
import { useRouteParams } from '@/platform/route-params'
import { useState } from 'react'
import { PageShell } from '@/components/ui/page-shell'
import { useLocalize, useT } from '@/components/hooks'
import { formatLatLng } from '@/geo/coords'
import { goBack } from '@/platform/navigation'
import { useBirths } from '@/store/births'
import { famousById } from '@/data/famous-births'
import { ui } from '@/components/ui/ui'
import { whenLine } from '../births-common/format'
import { computeSigns } from '../births-common/signs'
import '../births-common/births.css'
import { Pressable } from '@/components/ui/pressable'

/** One famous birth with its source and rating; it opens as a chart by becoming a profile and the current chart birth. */
export default function BirthFamousPage() {
  const t = useT()
  const loc = useLocalize()
  const f = famousById(String((useRouteParams() as { id?: string }).id ?? ''))
  const [busy, setBusy] = useState(false)
  if (!f)
    return (
      <PageShell routeId="birth-famous">
        <View className="bp-empty">{t('births.empty')}</View>
      </PageShell>
    )
  const add = async () => {
    setBusy(true)
    const signs = await computeSigns(f)
    useBirths.getState().birthCreated(
      {
        name: f.name,
        sex: f.sex,
        type: 5,
        date: f.date,
        time: f.time,
        birthZone: f.birthZone,
        summer: f.summer,
        lat: f.lat,
        lng: f.lng,
        address: f.place,
        remark: `${f.nameEn} · Rodden ${f.rating} · ${f.source}`,
        ...signs,
      },
      { makeCurrent: true },
    )
    setBusy(false)
    void ui.toast({ message: t('births.added'), icon: 'success' })
    await goBack({ force: true })
  }
  return (
    <PageShell routeId="birth-famous" title={loc(f.name)}>
      <View className="card">
        <View className="card__title">{loc(f.name)}</View>
        <View className="muted">{f.nameEn}</View>
        <View className="bp-row__meta">
          {t('births.born')}：{loc(whenLine(f, t('births.summer')))}
        </View>
        <View className="bp-row__meta">
          {loc(f.place)}（{loc(formatLatLng(f.lat, f.lng))}）
        </View>
      </View>
      <View className="card">
        <View className="card__title" data-testid="famous-rating">
          {t('births.rating', { rating: f.rating })}
        </View>
        <View className="muted">{t('births.ratingNote')}</View>
        <View className="bp-section">{t('births.source')}</View>
        <Text className="bp-source" userSelect>
          {f.source}
        </Text>
      </View>
      <Pressable className="btn bp-save" data-testid="famous-add" onPress={() => !busy && void add()}>
        {t('births.addAsProfile')}
      </Pressable>
    </PageShell>
  )
}
