import { Text, View } from '@tarojs/components'
import { useEffect, useMemo, useState } from 'react'
import type { Ephemeris } from '@/astro/ephemeris/adapter'
import { useLocalize, useT } from '@/components/hooks'
import { Pressable } from '@/components/ui/pressable'
import { useComputedLater } from '@/components/staged'
import { loadHomeToday, type HomeTodayKit } from '@/platform/home-today'
import { navigate } from '@/platform/navigation'
import { readRaw } from '@/platform/storage'
import { useBirths } from '@/store/births'
import { useSettingsGroups } from '@/store/settings-groups'
import './home-blocks.css'
import { epochMsOfJdUT, jdUTOfEpochMs } from '@/core/time'

type KitState = { phase: 'loading' } | { phase: 'ready'; kit: HomeTodayKit } | { phase: 'unavailable' } | { phase: 'error'; message: string }

const pad = (n: number) => String(n).padStart(2, '0')
const dateText = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
/** Local clock time of a UT Julian day, in the device's zone. */
const clockOf = (jdUT: number) => {
  const d = new Date(epochMsOfJdUT(jdUT))
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`
}
const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e))

/** The engine and the ephemeris, loaded after first paint; null kit where the target cannot load them here. */
function useHomeToday(): { state: KitState; eph: Ephemeris | null } {
  const [state, setState] = useState<KitState>({ phase: 'loading' })
  const [eph, setEph] = useState<Ephemeris | null>(null)
  useEffect(() => {
    let live = true
    let stop: (() => void) | undefined
    loadHomeToday().then(
      (kit) => {
        if (!live) return
        if (!kit) return setState({ phase: 'unavailable' })
        setState({ phase: 'ready', kit })
        stop = kit.watchEphemeris(
          (e) => live && setEph(e),
          (message) => live && setState({ phase: 'error', message }),
        )
      },
      (e: unknown) => live && setState({ phase: 'error', message: messageOf(e) }),
    )
    return () => {
      live = false
      stop?.()
    }
  }, [])
  return { state, eph }
}

/**
 * Home: today's sky (Moon sign and phase, retrogrades, the day's exact aspects between the planets) and the chart
 * birth's luck for today, computed on the device once the engine has loaded; where it cannot load on the home tab,
 * each card opens the page that computes. `now` is the page's clock (pull-to-refresh renews it).
 */
export function TodayCards({ now, showSky, showLuck }: { now: Date; showSky: boolean; showLuck: boolean }) {
  const t = useT()
  const l = useLocalize()
  const { state, eph } = useHomeToday()
  const birth = useBirths((s) => s.chartBirth)
  const groups = useSettingsGroups((s) => s.groups)
  const kit = state.phase === 'ready' ? state.kit : null
  const offsetHours = -now.getTimezoneOffset() / 60

  const day = useMemo(() => {
    if (!kit) return null
    const startJdUT = kit.engine.jdUTOf({ date: dateText(now), time: '00:00', birthZone: -offsetHours, summer: 0 })
    return { startJdUT, endJdUT: startJdUT + 1, atJdUT: jdUTOfEpochMs(now.getTime()) }
  }, [kit, now, offsetHours])

  const sky = useMemo(() => {
    if (!kit || !eph || !day || !showSky) return null
    try {
      return kit.engine.skyToday(eph, day)
    } catch (e) {
      return messageOf(e)
    }
  }, [kit, eph, day, showSky])

  // The luck reading (a natal chart and ten movers' transits) runs in a task after the sky's.
  const computeLuck = useMemo(() => {
    if (!kit || !eph || !day || !birth || !showLuck) return null
    return () => {
      try {
        const calc = kit.engine.storedNatalCalcSettings(readRaw, groups)
        const input = { date: birth.date, time: birth.time, birthZone: birth.birthZone, summer: birth.summer, lat: birth.lat, lng: birth.lng }
        // The card shows the day's level and strongest factor: no calendar of exact transits.
        const req = { period: 'day' as const, atJdUT: day.startJdUT + 0.5, utcOffsetHours: offsetHours, upcomingDays: 0 }
        return kit.engine.luckReading(eph, input, calc, req)
      } catch (e) {
        return messageOf(e)
      }
    }
  }, [kit, eph, day, birth, groups, showLuck, offsetHours])
  const luck = useComputedLater(computeLuck)

  const body = (id: string) => t(`chart.body.${id}`)
  const loading = state.phase === 'loading' || (kit !== null && !eph)
  const failure = state.phase === 'error' ? state.message : null

  return (
    <>
      {showSky && (
        <View className="card hb-card" data-testid="home-sky-card" data-state={sky && typeof sky === 'object' ? 'ready' : state.phase}>
          <Pressable className="hb-row" onPress={() => void navigate('chart', { kind: 'sky' })} data-testid="home-sky">
            <Text className="card__title hb-title">{t('chart.kind.sky')}</Text>
            <Text className="hb-open">{t('chart.open')} ›</Text>
          </Pressable>
          {loading && (
            <View className="muted hx-loading" role="status">
              {t('home.skyLoading')}
            </View>
          )}
          {state.phase === 'unavailable' && <Text className="muted">{t('home.skyElsewhere')}</Text>}
          {failure && <Text className="hx-warn">{t('chart.error', { msg: l(failure) })}</Text>}
          {typeof sky === 'string' && <Text className="hx-warn">{t('chart.error', { msg: l(sky) })}</Text>}
          {sky && typeof sky === 'object' && kit && (
            <View className="hx-lines">
              <Text data-testid="home-sky-moon">
                {t('home.moonLine', {
                  sign: t(`chart.sign.${sky.moon.sign - 1}`),
                  phase: t(`chart.phase.${kit.engine.LUNATION_PHASES.indexOf(sky.moon.phase)}`),
                  pct: Math.round(sky.moon.illumination * 100),
                })}
              </Text>
              <Text data-testid="home-sky-retro">
                {sky.retrograde.length ? t('home.retroLine', { list: sky.retrograde.map(body).join('、') }) : t('chart.noneRetro')}
              </Text>
              <Text className="hx-sub">{t('home.aspectsTitle')}</Text>
              {sky.aspects.length === 0 && <Text className="muted">{t('home.noAspects')}</Text>}
              {sky.aspects.map((a) => (
                <Text key={`${a.p1}-${a.p2}-${a.aspect}-${a.exactJdUT}`} data-testid="home-sky-aspect">
                  {t('home.aspectLine', { time: clockOf(a.exactJdUT), a: body(a.p1), aspect: t(`chart.aspect.${a.aspect - 1}`), b: body(a.p2) })}
                </Text>
              ))}
            </View>
          )}
        </View>
      )}
      {showLuck && birth && (
        <View className="card hb-card" data-testid="home-luck">
          <Pressable className="hb-row" onPress={() => void navigate('luck', { a: birth.id })} data-testid="home-luck-open">
            <Text className="card__title hb-title">{t('home.luckTitle', { name: l(birth.name) })}</Text>
            <Text className="hb-open">{t('home.toLuck')} ›</Text>
          </Pressable>
          {(loading || (computeLuck && !luck)) && (
            <View className="muted hx-loading" role="status">
              {t('luck.computing')}
            </View>
          )}
          {state.phase === 'unavailable' && <Text className="muted">{t('home.luckElsewhere')}</Text>}
          {typeof luck === 'string' && <Text className="hx-warn">{l(luck)}</Text>}
          {luck && typeof luck === 'object' && kit && (
            <View className="hx-luck">
              <Text className="hx-luck__n" data-testid="home-luck-index">
                {luck.overall}
              </Text>
              <View className="hx-luck__side">
                <Text className="hx-luck__level">{t(`dailyLuck.level.${kit.engine.levelOf(luck.overall)}`)}</Text>
                <Text className="muted">{summaryOf(luck.factors[0], t, body)}</Text>
              </View>
            </View>
          )}
          <Pressable className="hx-chip" onPress={() => void navigate('daily-luck', { a: birth.id })} data-testid="home-luck-daily">
            {t('luck.toDaily')} ›
          </Pressable>
        </View>
      )}
    </>
  )
}

type Factor = ReturnType<HomeTodayKit['engine']['luckReading']>['factors'][number] | undefined

/** The strongest factor in one line, or the calm day's sentence. */
function summaryOf(f: Factor, t: ReturnType<typeof useT>, body: (id: string) => string): string {
  if (!f || f.kind !== 'transit') return t('luck.noFactors')
  return t('luck.transitLine', { body: body(f.body), aspect: t(`chart.aspect.${f.aspect - 1}`), point: body(f.point) })
}
