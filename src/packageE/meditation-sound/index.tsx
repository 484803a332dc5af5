import '@/packageE/locales.generated'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { useT } from '@/components/hooks'
import { durationText, restartSound, startSession } from '@/components/wellness/meditation-session'
import { clockText, elapsedMs, fadeStartMs, remainingMs, sessionGain } from '@/meditation/timer'
import { roleAttributes } from '@/platform/a11y'
import { ambient } from '@/platform/ambient-audio'
import { goBack, navigate } from '@/platform/navigation'
import { useMeditation } from '@/store/meditation'
import './index.css'

/** How often the countdown and the fade are brought up to date. */
const TICK_MS = 500
const VOLUME_STEP = 0.1

/** The session in progress: the countdown, pause / resume / stop, the volume; the sound fades out at the end. */
export default function MeditationSoundPage() {
  const t = useT()
  const active = useMeditation((s) => s.active)
  const volume = useMeditation((s) => s.data.volume)
  const [nowMs, setNowMs] = useState(() => Date.now())
  // Redraws every tick even when the clock stands still, so the page shows what the player was last told.
  const [, setTicks] = useState(0)

  useEffect(() => {
    const id = setInterval(() => {
      const now = Date.now()
      useMeditation.getState().sessionTicked(now)
      setNowMs(now)
      setTicks((n) => n + 1)
    }, TICK_MS)
    // Leaving the page pauses the session and its sound.
    return () => {
      clearInterval(id)
      useMeditation.getState().sessionPaused(Date.now())
      ambient.stop(0.3)
    }
  }, [])
  useDidShow(() => ambient.wake())

  const status = active?.timer.status
  const ended = status === 'finished' || status === 'stopped'
  const gain = active ? sessionGain(active.timer, volume, nowMs) : 0
  useEffect(() => {
    if (!active) return
    if (ended) ambient.stop(status === 'finished' ? 0.5 : 1.5)
    else ambient.setGain(gain)
  }, [active, ended, status, gain])

  if (!active) {
    return (
      <PageShell routeId="meditation-sound">
        <View className="card med-session__none" data-testid="med-none">
          <Text className="muted">{t('meditation.none')}</Text>
          <Pressable className="btn" onPress={() => void navigate('meditation-index', undefined, { replace: true })} data-testid="med-to-index">
            {t('meditation.toIndex')}
          </Pressable>
        </View>
      </PageShell>
    )
  }

  const timer = active.timer
  const left = remainingMs(timer, nowMs)
  const fading = status === 'running' && elapsedMs(timer, nowMs) >= fadeStartMs(timer)
  const snap = ambient.snapshot()
  const progress = 1 - left / timer.plannedMs
  const done = Math.round(elapsedMs(timer, nowMs) / 1000)

  const pause = () => useMeditation.getState().sessionPaused(Date.now())
  const resume = () => {
    const now = Date.now()
    useMeditation.getState().sessionResumed(now)
    restartSound(now)
    setNowMs(now)
  }
  const stop = () => useMeditation.getState().sessionStopped(Date.now())
  const changeVolume = (delta: number) => useMeditation.getState().volumeChanged(volume + delta)

  return (
    <PageShell routeId="meditation-sound" className="med-session">
      <View
        className="med-session__stage"
        data-testid="med-session"
        data-status={status}
        data-sound={active.sound}
        data-remaining-s={Math.ceil(left / 1000)}
        data-audio={snap.playing ? 'on' : 'off'}
        data-gain={snap.gain.toFixed(3)}
      >
        <Text className="med-session__sound">{t(`meditation.sound.${active.sound}`)}</Text>
        <View className="med-dial">
          <View
            className="med-ring"
            style={{ background: `conic-gradient(var(--med-ring) ${progress * 360}deg, var(--med-track) 0)` }}
            aria-hidden="true"
          >
            <View className="med-ring__inner" />
          </View>
          <View className="med-session__clock" {...roleAttributes('timer', t('meditation.remaining'))}>
            <Text className="med-session__time" data-testid="med-time">
              {clockText(left)}
            </Text>
            <Text className="med-session__state">
              {status === 'paused'
                ? t('meditation.paused')
                : fading
                  ? t('meditation.fading')
                  : t('meditation.minutes', { n: Math.round(timer.plannedMs / 60_000) })}
            </Text>
          </View>
        </View>
      </View>

      {ended ? (
        <View className="card med-session__end" data-testid="med-ended" {...roleAttributes('status')}>
          <Text className="card__title">{t('meditation.finished')}</Text>
          <Text className="muted">
            {status === 'finished'
              ? t('meditation.finishedText', { n: Math.round(done / 60) })
              : t('meditation.stoppedText', { n: durationText(t, done) })}
          </Text>
          <View className="med-session__buttons">
            <Pressable className="btn btn--ghost" onPress={() => startSession(Date.now())} data-testid="med-again">
              {t('meditation.again')}
            </Pressable>
            <Pressable
              className="btn"
              onPress={() => {
                useMeditation.getState().sessionDismissed()
                void goBack()
              }}
              data-testid="med-done"
            >
              {t('meditation.done')}
            </Pressable>
          </View>
        </View>
      ) : (
        <View className="card">
          <View className="med-session__buttons">
            {status === 'paused' ? (
              <Pressable className="btn" onPress={resume} data-testid="med-resume">
                {t('meditation.resume')}
              </Pressable>
            ) : (
              <Pressable className="btn" onPress={pause} data-testid="med-pause">
                {t('meditation.pause')}
              </Pressable>
            )}
            <Pressable className="btn btn--ghost" onPress={stop} data-testid="med-stop">
              {t('meditation.stop')}
            </Pressable>
          </View>
          <View className="med-volume" data-testid="med-volume" data-value={volume}>
            <Text className="med-volume__label">{t('meditation.volume')}</Text>
            <Pressable
              className="med-volume__btn"
              label={t('meditation.volumeDown')}
              disabled={volume <= 0}
              onPress={() => changeVolume(-VOLUME_STEP)}
              data-testid="med-volume-down"
            >
              −
            </Pressable>
            <Text className="med-volume__n">{Math.round(volume * 100)}%</Text>
            <Pressable
              className="med-volume__btn"
              label={t('meditation.volumeUp')}
              disabled={volume >= 1}
              onPress={() => changeVolume(VOLUME_STEP)}
              data-testid="med-volume-up"
            >
              +
            </Pressable>
          </View>
          {!snap.playing && status === 'running' && <Text className="muted med-session__note">{t('meditation.noSound')}</Text>}
          <Text className="muted med-session__note">{t('meditation.background')}</Text>
        </View>
      )}
    </PageShell>
  )
}
