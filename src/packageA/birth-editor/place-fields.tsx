import { Switch, Text, View } from '@tarojs/components'
import { Pressable } from '@/components/ui/pressable'
import { useLocalize, useT } from '@/components/hooks'
import { navigate } from '@/platform/navigation'
import { formatLatLng } from '@/geo/coords'
import type { LocalBirth } from '@/births/model'
import { zoneLabel } from '@/births/zones'
import { fieldLabelAttributes } from '@/platform/a11y'
import type { ZoneFill } from './zone'

export interface PlaceFieldsProps {
  draft: LocalBirth
  set(p: Partial<LocalBirth>): void
  /** False while a new birth still shows the default place (as a placeholder). */
  placeChosen: boolean
  placeZone: string | null
  zoneManual: boolean
  onZoneManual(manual: boolean): void
  zoneFill: ZoneFill | null
}

/** Place, coordinates, zone, daylight saving, solar time and current place rows of the birth editor. */
export function PlaceFields({ draft, set, placeChosen, placeZone, zoneManual, onZoneManual, zoneFill }: PlaceFieldsProps) {
  const t = useT()
  const loc = useLocalize()
  const auto = zoneFill && !zoneManual
  return (
    <>
      <Pressable className="list__item" data-testid="edit-place" onPress={() => void navigate('city-search', { slot: 'birth' })}>
        <Text className="bp-label">{t('births.place')}</Text>
        <Text
          className={`bp-value${placeChosen ? '' : ' bp-placeholder'}`}
          data-testid="edit-place-value"
          data-default={placeChosen ? undefined : '1'}
        >
          {placeChosen ? loc(draft.address) || t('births.choosePlace') : t('births.defaultValue', { value: loc(draft.address) })}
        </Text>
        <Text className="list__chevron">›</Text>
      </Pressable>
      <View className="bp-note">{loc(formatLatLng(draft.lat, draft.lng))}</View>
      <Pressable className="list__item" data-testid="edit-zone" onPress={() => void navigate('timezone-edit', { value: draft.birthZone })}>
        <Text className="bp-label">{t('births.zone')}</Text>
        <Text className="bp-value" data-testid="edit-zone-value">
          {loc(zoneLabel(draft.birthZone))}
        </Text>
        <Text className="list__chevron">›</Text>
      </Pressable>
      <View className="bp-note">
        {zoneManual ? t('births.zoneManual') : placeZone ? t('births.zoneAuto') : ''}
        {zoneManual && placeZone && (
          <Pressable inline className="bp-action" onPress={() => onZoneManual(false)}>
            {' '}
            {t('births.zoneReset')}
          </Pressable>
        )}
      </View>
      <View className="list__item">
        <Text className="bp-label">{t('births.summer')}</Text>
        <Switch
          {...fieldLabelAttributes(t('births.summer'))}
          data-testid="edit-summer"
          checked={draft.summer === 1}
          color="#6b4eff"
          onChange={(e) => {
            set({ summer: e.detail.value ? 1 : 0 })
            onZoneManual(true)
          }}
        />
      </View>
      {auto && zoneFill.summer === 1 && (
        <View className="bp-note" data-testid="dst-note">
          {t('births.summerApplied', { hours: zoneFill.dstHours })}
        </View>
      )}
      {auto && zoneFill.ambiguity === 'gap' && <View className="bp-note bp-note--warn">{t('births.zoneGap')}</View>}
      {auto && zoneFill.ambiguity === 'overlap' && <View className="bp-note bp-note--warn">{t('births.zoneOverlap')}</View>}
      {auto && zoneFill.lmt && <View className="bp-note">{t('births.zoneLmt')}</View>}
      <View className="list__item">
        <Text className="bp-label">{t('births.isDelta')}</Text>
        <Switch
          {...fieldLabelAttributes(t('births.isDelta'))}
          data-testid="edit-delta"
          checked={draft.isDelta === 1}
          color="#6b4eff"
          onChange={(e) => set({ isDelta: e.detail.value ? 1 : 0 })}
        />
      </View>
      <View className="bp-note" data-testid="edit-delta-note">
        {t('births.isDeltaNote')}
      </View>
      <Pressable className="list__item" data-testid="edit-current" onPress={() => void navigate('city-search', { slot: 'current' })}>
        <Text className="bp-label">{t('births.currentPlace')}</Text>
        <Text className="bp-value">{loc(draft.addressCurrent) || t('births.sameAsBirth')}</Text>
        <Text className="list__chevron">›</Text>
      </Pressable>
      {draft.addressCurrent && draft.zoneCurrent !== null && (
        <View className="bp-note" data-testid="edit-current-zone">
          {t('births.currentZone', { zone: loc(zoneLabel(draft.zoneCurrent)) })}
        </View>
      )}
    </>
  )
}
