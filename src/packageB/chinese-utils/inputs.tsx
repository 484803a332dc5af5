/** The shared inputs of the Chinese calculators: date, clock time, time zone and longitude (or a chosen place). */
import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { ZONE_LIST, zoneLabel } from '@/births/zones'
import { useLocalize, useT } from '@/components/hooks'
import { Pressable } from '@/components/ui/pressable'
import { ui } from '@/components/ui/ui'
import { fieldLabelAttributes } from '@/platform/a11y'
import type { RouteParams } from '@/platform/route-params'

/** SPEC §9 default birth: date, time, zone (-8 = UTC+8) and longitude (Beijing). */
export const DEFAULT_INPUT = { date: '2000-03-01', time: '16:30', birthZone: -8, lngDeg: 116.41, place: '' } as const

export interface ToolInput {
  date: string
  time: string
  /** SPEC convention: negative east of Greenwich */
  birthZone: number
  lngDeg: number
  place: string
}

/** Initial inputs from ?date=&time=&zone=&lng= (tests and links), else the defaults. */
export function inputFromParams(p: RouteParams): ToolInput {
  const num = (v: string | undefined, fallback: number) => (v !== undefined && v !== '' && Number.isFinite(Number(v)) ? Number(v) : fallback)
  return {
    date: p.date ?? DEFAULT_INPUT.date,
    time: p.time ?? DEFAULT_INPUT.time,
    birthZone: num(p.zone, DEFAULT_INPUT.birthZone),
    lngDeg: num(p.lng, DEFAULT_INPUT.lngDeg),
    place: p.place ?? '',
  }
}

/** `zoneOnly`: just the zone (the term table); `withPlace`: also the place and longitude. */
export function InputCard(props: { value: ToolInput; onChange(v: ToolInput): void; withPlace: boolean; zoneOnly?: boolean }) {
  const { value, onChange, withPlace, zoneOnly } = props
  const t = useT()
  const loc = useLocalize()
  const [lngText, setLngText] = useState(String(value.lngDeg))
  const chooseZone = async () => {
    const r = await ui.picker({
      title: t('chineseUtils.zone'),
      columns: [ZONE_LIST.map((z) => loc(z.label))],
      value: [ZONE_LIST.findIndex((z) => z.value === value.birthZone)],
    })
    if (r.ok) onChange({ ...value, birthZone: ZONE_LIST[r.indexes[0]].value })
  }
  const choosePlace = async () => {
    try {
      const p = await ui.chooseLocation({ title: t('chineseUtils.place') })
      setLngText(p.lng.toFixed(2))
      onChange({ ...value, lngDeg: p.lng, place: p.name })
    } catch {
      // Chooser dismissed: keep the current place.
    }
  }
  const pickDate = async () => {
    const date = await chooseDate(t('chineseUtils.date'), value.date)
    if (date) onChange({ ...value, date })
  }
  const pad = (n: number) => String(n).padStart(2, '0')
  const pickTime = async () => {
    const [hour, minute] = value.time.split(':').map(Number)
    const r = await ui.dateTime({ title: t('chineseUtils.time'), mode: 'time', value: { hour, minute } })
    if (r.ok) onChange({ ...value, time: `${pad(r.value.hour)}:${pad(r.value.minute)}` })
  }
  return (
    <View className="list" data-testid="cu-input">
      {!zoneOnly && (
        <>
          <Pressable className="list__item" data-testid="cu-date-row" onPress={() => void pickDate()}>
            <Text>{t('chineseUtils.date')}</Text>
            <Text className="list__value" data-testid="cu-date">
              {value.date} ›
            </Text>
          </Pressable>
          <Pressable className="list__item" data-testid="cu-time-row" onPress={() => void pickTime()}>
            <Text>{t('chineseUtils.time')}</Text>
            <Text className="list__value" data-testid="cu-time">
              {value.time} ›
            </Text>
          </Pressable>
        </>
      )}
      <Pressable className="list__item" data-testid="cu-zone" onPress={() => void chooseZone()}>
        <Text>{t('chineseUtils.zone')}</Text>
        <Text className="list__value">{loc(zoneLabel(value.birthZone))} ›</Text>
      </Pressable>
      {withPlace && (
        <>
          <Pressable className="list__item" data-testid="cu-place" onPress={() => void choosePlace()}>
            <Text>{t('chineseUtils.place')}</Text>
            <Text className="list__value">{value.place || t('chineseUtils.placeNone')} ›</Text>
          </Pressable>
          <View className="list__item">
            <Text>{t('chineseUtils.longitude')}</Text>
            <Input
              {...fieldLabelAttributes(t('chineseUtils.longitude'))}
              className="cu-lng"
              data-testid="cu-lng"
              type="digit"
              value={lngText}
              onInput={(e) => {
                setLngText(e.detail.value)
                const n = Number(e.detail.value)
                if (e.detail.value.trim() !== '' && Number.isFinite(n) && n >= -180 && n <= 180) onChange({ ...value, lngDeg: n, place: '' })
              }}
            />
          </View>
          <View className="muted cu-hint">{t('chineseUtils.longitudeHint')}</View>
        </>
      )}
    </View>
  )
}

/** The app's own date chooser (the 150 years round the shown year; open it again to go further): yyyy-MM-dd, null when dismissed. */
export async function chooseDate(title: string, date: string): Promise<string | null> {
  const [year, month, day] = date.split('-').map(Number)
  const r = await ui.dateTime({ title, mode: 'date', allowLunar: false, currentYear: year, value: { year, month, day } })
  const pad = (n: number) => String(n).padStart(2, '0')
  return r.ok ? `${r.value.year}-${pad(r.value.month)}-${pad(r.value.day)}` : null
}

/** Runs an engine; its refusal (bad date, year out of range) comes back as the message. */
export function attempt<T>(run: () => T): { ok: true; value: T } | { ok: false; message: string } {
  try {
    return { ok: true, value: run() }
  } catch (e) {
    return { ok: false, message: e instanceof Error ? e.message : String(e) }
  }
}
