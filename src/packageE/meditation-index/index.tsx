import '@/packageE/locales.generated'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useState } from 'react'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { Segmented } from '@/components/ui/segmented'
import { useT } from '@/components/hooks'
import { startSession } from '@/components/wellness/meditation-session'
import { BEAT_BANDS, SOUND_IDS, type BeatBand } from '@/meditation/soundscapes'
import { DURATIONS_MIN, type DurationMin } from '@/meditation/timer'
import { roleAttributes } from '@/platform/a11y'
import { navigate } from '@/platform/navigation'
import { useMeditation } from '@/store/meditation'
import { weekMinutes } from '@/store/meditation-model'
import { localDate } from '@/store/merit-model'
import './index.css'

/** 冥想: choose a sound and a length, start; this week's minutes per day. */
export default function MeditationIndexPage() {
  const t = useT()
  const data = useMeditation((s) => s.data)
  const active = useMeditation((s) => s.active)
  const live = useMeditation((s) => s.live)
  const [today, setToday] = useState(() => localDate(new Date()))
  useDidShow(() => {
    useMeditation.getState().hydrate()
    setToday(localDate(new Date()))
  })
  const week = weekMinutes(live, today)
  const maxDay = Math.max(1, ...week.days.map((d) => d.minutes))
  const open = active && (active.timer.status === 'running' || active.timer.status === 'paused')

  const start = () => {
    startSession(Date.now())
    void navigate('meditation-sound')
  }

  return (
    <PageShell routeId="meditation-index" className="med-index">
      <View className="card">
        <Text className="muted">{t('meditation.intro')}</Text>
      </View>

      {open && (
        <Pressable className="card med-index__continue" onPress={() => void navigate('meditation-sound')} data-testid="med-continue">
          {t('meditation.continue')} ›
        </Pressable>
      )}

      <View className="card">
        <View className="card__title">{t('meditation.chooseSound')}</View>
        <View className="med-sounds" data-testid="med-sounds" {...roleAttributes('radiogroup', t('meditation.chooseSound'))}>
          {SOUND_IDS.map((id) => (
            <Pressable
              key={id}
              role="radio"
              checked={data.sound === id}
              className={`med-sound${data.sound === id ? ' med-sound--on' : ''}`}
              onPress={() => useMeditation.getState().soundChosen(id)}
              data-value={id}
            >
              <Text className="med-sound__name">{t(`meditation.sound.${id}`)}</Text>
              <Text className="med-sound__hint">{t(`meditation.soundHint.${id}`)}</Text>
            </Pressable>
          ))}
        </View>
        {data.sound === 'binaural' && (
          <View className="med-index__row">
            <Text className="med-index__label">{t('meditation.band')}</Text>
            <Segmented<BeatBand>
              testId="med-band"
              label={t('meditation.band')}
              value={data.band}
              options={(Object.keys(BEAT_BANDS) as BeatBand[]).map((b) => ({
                value: b,
                label: t(b === 'theta' ? 'meditation.bandTheta' : 'meditation.bandAlpha'),
              }))}
              onChange={(b) => useMeditation.getState().bandChosen(b)}
            />
            <Text className="muted med-index__hint">{t(`meditation.bandHint.${data.band}`)}</Text>
          </View>
        )}
        <View className="med-index__row">
          <Text className="med-index__label">{t('meditation.duration')}</Text>
          <Segmented<string>
            testId="med-duration"
            label={t('meditation.duration')}
            value={String(data.durationMin)}
            options={DURATIONS_MIN.map((m) => ({ value: String(m), label: t('meditation.minutesShort', { n: m }) }))}
            onChange={(v) => useMeditation.getState().durationChosen(Number(v) as DurationMin)}
          />
        </View>
        <Pressable className="btn med-index__start" onPress={start} data-testid="med-start">
          {t('meditation.start')}
        </Pressable>
      </View>

      <View className="card" data-testid="med-week" data-total={week.total}>
        <View className="med-week__head">
          <Text className="card__title">{t('meditation.week')}</Text>
          <Text className="med-week__total">{t('meditation.weekTotal', { n: week.total })}</Text>
        </View>
        <View className="med-week__bars">
          {week.days.map((d, i) => (
            <View key={d.date} className="med-week__day" {...roleAttributes('img', t('meditation.dayBar', { date: d.date, n: d.minutes }))}>
              <View className="med-week__track" aria-hidden="true">
                <View
                  className={`med-week__bar${d.date === today ? ' med-week__bar--today' : ''}`}
                  style={{ height: `${(d.minutes / maxDay) * 100}%` }}
                />
              </View>
              <Text className="med-week__n" aria-hidden="true">
                {d.minutes}
              </Text>
              <Text className="muted med-week__wd" aria-hidden="true">
                {t(`meditation.weekday.${i}`)}
              </Text>
            </View>
          ))}
        </View>
        <Pressable className="med-index__history" onPress={() => void navigate('meditation-list')} data-testid="med-history">
          {t('meditation.history')} ›
        </Pressable>
      </View>
    </PageShell>
  )
}
