import '@/packageA/locales.generated'
import { Text, View } from '@tarojs/components'
import { useEffect, useMemo, useState } from 'react'
import type { Ephemeris } from '@/astro'
import { GUESS_BODIES, guessBirth, type GuessBody, type GuessFeatures, type GuessWindow } from '@/astro/tools/birth-guess'
import { utcOffsetHoursOf } from '@/core/time'
import { useLocalize, useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { watchEphemeris } from '@/platform/ephemeris'
import { feedback } from '@/platform/feedback'
import { useRouteParams } from '@/platform/route-params'
import { useBirths } from '@/store/births'
import { computeSigns } from '../births-common/signs'
import { posText } from '../chart-common/tables'
import { clockAt, reasonsAt } from './guess-view'
import '../chart-common/chart.css'
import './index.css'

const SIGNS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const
const HOUSES = SIGNS
const BODIES = Object.keys(GUESS_BODIES) as GuessBody[]
/** Longest scan offered on the device (years); each year takes well under a second. */
const MAX_SPAN_YEARS = 5
const SHOWN = 8

/** Birthday guessing for a birth (?a=<id>, default the chart birth): known signs and a planet's house → likeliest birth times; one can replace the birth's time. */
export default function BirthGuessPage() {
  const t = useT()
  const l = useLocalize()
  const params = useRouteParams() as Record<string, string | undefined>
  const list = useBirths((s) => s.list)
  const chartBirth = useBirths((s) => s.chartBirth)
  const birthEdited = useBirths((s) => s.birthEdited)
  const [birthId, setBirthId] = useState(() => (params.a ? Number(params.a) : null))
  const birth = (birthId !== null ? list.find((b) => b.id === birthId && !b.isDel) : undefined) ?? chartBirth ?? null
  const [eph, setEph] = useState<Ephemeris | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  useEffect(() => watchEphemeris(setEph, setLoadError), [])
  const birthYear = birth ? Number(birth.date.slice(0, 4)) : 2000
  const [sunSign, setSunSign] = useState<number | undefined>(birth?.sun ?? undefined)
  const [moonSign, setMoonSign] = useState<number | undefined>(undefined)
  const [ascSign, setAscSign] = useState<number | undefined>(undefined)
  const [body, setBody] = useState<GuessBody | undefined>(undefined)
  const [house, setHouse] = useState(1)
  const [fromYear, setFromYear] = useState(birthYear)
  const [toYear, setToYear] = useState(birthYear)
  const [result, setResult] = useState<{ features: GuessFeatures; windows: GuessWindow[] } | null>(null)
  const [busy, setBusy] = useState(false)

  const features = useMemo<GuessFeatures | null>(
    () =>
      birth
        ? {
            ...(sunSign ? { sunSign } : {}),
            ...(moonSign ? { moonSign } : {}),
            ...(ascSign ? { ascSign } : {}),
            ...(body ? { planetHouses: [{ body, house }] } : {}),
            fromYear,
            toYear,
            latDeg: birth.lat,
            lngDeg: birth.lng,
          }
        : null,
    [birth, sunSign, moonSign, ascSign, body, house, fromYear, toYear],
  )
  const anyFeature = !!(sunSign || moonSign || ascSign || body)
  const run = () => {
    if (!eph || !features || !anyFeature) return
    setBusy(true)
    // Let the busy line paint before the scan holds the thread.
    setTimeout(() => {
      setResult({ features, windows: guessBirth(eph, features) })
      setBusy(false)
    }, 30)
  }
  const adopt = async (w: GuessWindow) => {
    if (!birth) return
    const at = clockAt((w.startJdUT + w.endJdUT) / 2, birth.birthZone, birth.summer)
    const ok = await feedback().confirm({
      title: t('birthGuess.confirmTitle'),
      content: t('birthGuess.confirmText', { name: l(birth.name), old: `${birth.date} ${birth.time}`, next: `${at.date} ${at.time}` }),
    })
    if (!ok) return
    const signs = await computeSigns({ ...birth, ...at })
    const saved = birthEdited({ ...birth, ...at, ...signs })
    setBirthId(saved.id)
    feedback().toast(t('birthGuess.saved', { time: `${at.date} ${at.time}` }), { icon: 'success' })
  }
  const offsetHours = birth ? utcOffsetHoursOf(birth.birthZone, birth.summer) : 0
  const zoneText = t('birthGuess.zone', { offset: `${offsetHours >= 0 ? '+' : '−'}${Math.abs(Math.round(offsetHours * 100) / 100)}` })

  return (
    <PageShell routeId="birth-guess" title={t('birthGuess.title')}>
      <View className="card muted bg-intro">{t('birthGuess.intro')}</View>
      {birth && (
        <View className="muted bg-of" data-testid="bg-of">
          {t('birthGuess.of', { name: l(birth.name), date: birth.date, time: birth.time, place: l(birth.address || '') })}
        </View>
      )}
      <SignPicker testId="bg-sun" label={t('birthGuess.sun')} value={sunSign} onChange={setSunSign} />
      <SignPicker testId="bg-moon" label={t('birthGuess.moon')} value={moonSign} onChange={setMoonSign} />
      <SignPicker testId="bg-asc" label={t('birthGuess.asc')} value={ascSign} onChange={setAscSign} />
      <View className="card bg-field">
        <View className="card__title">{t('birthGuess.planetHouse')}</View>
        <View className="bg-chips" data-testid="bg-body">
          <Chip on={!body} value="" onPress={() => setBody(undefined)} text={t('birthGuess.unknown')} />
          {BODIES.map((b) => (
            <Chip key={b} on={body === b} value={b} onPress={() => setBody(b)} text={t(`chart.body.${b}`)} />
          ))}
        </View>
        {body && (
          <View className="bg-chips" data-testid="bg-house">
            {HOUSES.map((h) => (
              <Chip key={h} on={house === h} value={String(h)} onPress={() => setHouse(h)} text={t('birthGuess.house', { n: h })} />
            ))}
          </View>
        )}
      </View>
      <View className="card bg-field">
        <View className="card__title">{t('birthGuess.years')}</View>
        <View className="bg-years">
          <YearStepper
            testId="bg-from"
            label={t('birthGuess.fromYear')}
            value={fromYear}
            min={Math.max(1801, toYear - MAX_SPAN_YEARS + 1)}
            max={toYear}
            onChange={setFromYear}
          />
          <YearStepper
            testId="bg-to"
            label={t('birthGuess.toYear')}
            value={toYear}
            min={fromYear}
            max={Math.min(2398, fromYear + MAX_SPAN_YEARS - 1)}
            onChange={setToYear}
          />
        </View>
        <View className="muted bg-note">{t('birthGuess.yearsNote', { n: MAX_SPAN_YEARS, zone: zoneText })}</View>
      </View>
      {loadError && <View className="card ct-warn">{t('chart.error', { msg: l(loadError) })}</View>}
      <Pressable className="bg-run" data-testid="bg-run" disabled={!eph || !anyFeature || busy} onPress={run}>
        {busy ? t('birthGuess.running') : eph ? t('birthGuess.run') : t('birthGuess.loading')}
      </Pressable>
      {!anyFeature && <View className="muted bg-note">{t('birthGuess.needFeature')}</View>}
      {result && eph && birth && (
        <View data-testid="bg-results">
          <View className="card__title bg-count">{t('birthGuess.count', { n: result.windows.length })}</View>
          {result.windows.length === 0 && <View className="card muted">{t('birthGuess.none')}</View>}
          {result.windows.slice(0, SHOWN).map((w, i) => {
            const a = clockAt(w.startJdUT, birth.birthZone, birth.summer)
            const b = clockAt(w.endJdUT, birth.birthZone, birth.summer)
            const reasons = reasonsAt(eph, (w.startJdUT + w.endJdUT) / 2, result.features)
            return (
              <View key={w.startJdUT} className="card bg-window" data-testid="bg-window">
                <View className="bg-window__head">
                  <Text className="bg-rank">{t('birthGuess.rank', { n: i + 1 })}</Text>
                  <Text className="bg-span">
                    {t('birthGuess.span', { from: `${a.date} ${a.time}`, to: a.date === b.date ? b.time : `${b.date} ${b.time}` })}
                  </Text>
                  <Text className="bg-share">{t('birthGuess.share', { pct: (w.probability * 100).toFixed(1) })}</Text>
                </View>
                <View className="bg-reasons">
                  {reasons.map((r) => (
                    <Text key={r.id} className="bg-reason">
                      {r.house
                        ? t('birthGuess.reasonHouse', { body: t(`chart.body.${r.id}`), pos: posText(t, r.lonDeg), n: r.house })
                        : t('birthGuess.reasonSign', {
                            body: r.id === 'Asc' ? t('birthGuess.ascName') : t(`chart.body.${r.id}`),
                            pos: posText(t, r.lonDeg),
                          })}
                    </Text>
                  ))}
                </View>
                <Pressable className="ct-chip bg-adopt" data-testid="bg-adopt" onPress={() => void adopt(w)}>
                  {t('birthGuess.adopt')}
                </Pressable>
              </View>
            )
          })}
        </View>
      )}
    </PageShell>
  )
}

function Chip({ on, value, text, onPress }: { on: boolean; value: string; text: string; onPress: () => void }) {
  return (
    <Pressable role="radio" checked={on} className={`ct-chip${on ? ' bg-chip--on' : ''}`} data-value={value} onPress={onPress}>
      {text}
    </Pressable>
  )
}

function YearStepper(props: { testId: string; label: string; value: number; min: number; max: number; onChange: (y: number) => void }) {
  const { testId, label, value, min, max, onChange } = props
  const t = useT()
  return (
    <View className="bg-stepper" data-testid={testId}>
      <Text className="muted">{label}</Text>
      <Pressable
        className="ct-chip"
        data-value="-1"
        label={t('birthGuess.earlier', { what: label })}
        disabled={value <= min}
        onPress={() => onChange(Math.max(min, value - 1))}
      >
        −
      </Pressable>
      <Text className="bg-year">{value}</Text>
      <Pressable
        className="ct-chip"
        data-value="1"
        label={t('birthGuess.later', { what: label })}
        disabled={value >= max}
        onPress={() => onChange(Math.min(max, value + 1))}
      >
        +
      </Pressable>
    </View>
  )
}

function SignPicker({
  testId,
  label,
  value,
  onChange,
}: {
  testId: string
  label: string
  value: number | undefined
  onChange: (s: number | undefined) => void
}) {
  const t = useT()
  return (
    <View className="card bg-field">
      <View className="card__title">{label}</View>
      <View className="bg-chips" data-testid={testId}>
        <Chip on={!value} value="" onPress={() => onChange(undefined)} text={t('birthGuess.unknown')} />
        {SIGNS.map((s) => (
          <Chip key={s} on={value === s} value={String(s)} onPress={() => onChange(s)} text={t(`chart.sign.${s - 1}`)} />
        ))}
      </View>
    </View>
  )
}
