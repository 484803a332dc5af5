import { beforeEach, describe, expect, it } from 'vitest'
import { fake } from '../../doubles/taro'
import { useMeditation } from '@/store/meditation'
import { freshStamp } from '@/store/synced-list'
import { entryOf, historyTotals, MIN_RECORD_S, weekDates, weekMinutes, type MeditationEntry } from '@/store/meditation-model'
import { startTimer, stopTimer } from '@/meditation/timer'

const s = () => useMeditation.getState()
const MIN = 60_000
/** 2025-03-10 10:00 local (a Monday). */
const T0 = new Date(2025, 2, 10, 10).getTime()

beforeEach(() => {
  fake.reset()
  s().hydrate()
  useMeditation.setState({ active: null })
})

describe('meditation store: replayed actions', () => {
  it('choose ocean and 5 minutes → start → 5 minutes later the session finishes and enters the history; stored under meditation', () => {
    s().soundChosen('ocean')
    s().durationChosen(5)
    const a = s().sessionStarted(T0)
    expect(a).toMatchObject({ sound: 'ocean', timer: { plannedMs: 5 * MIN, status: 'running' } })
    s().sessionTicked(T0 + 4 * MIN)
    expect(s().data.history).toEqual([])
    s().sessionTicked(T0 + 5 * MIN + 800)
    expect(s().active!.timer.status).toBe('finished')
    expect(s().data.history).toEqual([
      {
        id: String(T0),
        sound: 'ocean',
        plannedMin: 5,
        actualS: 300,
        startedAt: T0,
        date: '2025-03-10',
        completed: true,
        createdAt: new Date(T0).toISOString(),
        ...{ updateTime: T0 + 5 * MIN + 800, isDel: 0, isLocal: 1, modified: 1 },
      },
    ])
    // Later ticks do not record it twice.
    s().sessionTicked(T0 + 6 * MIN)
    expect(s().data.history).toHaveLength(1)
    expect(fake.storage.get('meditation')).toMatchObject({ version: 2, sound: 'ocean', durationMin: 5, history: [{ actualS: 300 }] })
    s().sessionDismissed()
    expect(s().active).toBeNull()
    useMeditation.setState({ data: { ...s().data, history: [] } })
    s().hydrate()
    expect(s().data.history).toHaveLength(1)
  })
  it('pause 3 minutes, resume, stop early: the history keeps the time meditated, not completed', () => {
    s().durationChosen(20)
    s().sessionStarted(T0)
    s().sessionPaused(T0 + 2 * MIN)
    s().sessionResumed(T0 + 5 * MIN)
    s().sessionStopped(T0 + 9 * MIN)
    expect(s().data.history[0]).toMatchObject({ plannedMin: 20, actualS: 6 * 60, completed: false })
  })
  it('a session stopped within the first seconds is not recorded; starting anew ends the old session', () => {
    s().sessionStarted(T0)
    s().sessionStopped(T0 + (MIN_RECORD_S - 1) * 1000)
    expect(s().data.history).toEqual([])
    s().sessionStarted(T0 + MIN)
    s().sessionStarted(T0 + 3 * MIN)
    expect(s().data.history).toHaveLength(1)
    expect(s().active!.timer.startedAtMs).toBe(T0 + 3 * MIN)
  })
  it('settings are kept and clamped; the band and sound reach the next session', () => {
    s().volumeChanged(1.4)
    expect(s().data.volume).toBe(1)
    s().volumeChanged(0.333)
    expect(s().data.volume).toBe(0.33)
    s().soundChosen('binaural')
    s().bandChosen('alpha')
    expect(s().sessionStarted(T0)).toMatchObject({ sound: 'binaural', band: 'alpha' })
  })
  it('a deleted entry leaves the history', () => {
    s().sessionStarted(T0)
    s().sessionTicked(T0 + 10 * MIN)
    s().entryDeleted(String(T0), T0 + 10 * MIN)
    expect(s().data.history).toEqual([])
  })
  it('corrupt storage falls back to defaults', () => {
    fake.storage.set('meditation', { version: 1, sound: 'thunder', history: 'x' })
    s().hydrate()
    expect(s().data).toMatchObject({ sound: 'rain', durationMin: 10, history: [] })
    fake.storage.set('meditation', '{not json')
    s().hydrate()
    expect(s().data.history).toEqual([])
  })
})

describe('minutes per week', () => {
  const entry = (date: string, actualS: number): MeditationEntry => ({
    id: `${date}-${actualS}`,
    sound: 'rain',
    plannedMin: 10,
    actualS,
    startedAt: 0,
    date,
    completed: true,
    createdAt: `${date}T00:00:00.000Z`,
    ...freshStamp(0),
  })
  it('weeks run Monday to Sunday, across a month end', () => {
    expect(weekDates('2025-03-10')).toEqual(['2025-03-10', '2025-03-11', '2025-03-12', '2025-03-13', '2025-03-14', '2025-03-15', '2025-03-16'])
    expect(weekDates('2025-03-02')[0]).toBe('2025-02-24')
    expect(weekDates('2025-03-02')[6]).toBe('2025-03-02')
  })
  it('counts only this week’s sessions, per day and in total from summed seconds', () => {
    const h = [entry('2025-03-12', 300), entry('2025-03-12', 90), entry('2025-03-10', 45), entry('2025-03-16', 600), entry('2025-03-09', 1200)]
    const w = weekMinutes(h, '2025-03-12')
    expect(w.days.map((d) => d.minutes)).toEqual([1, 0, 7, 0, 0, 0, 10])
    expect(w.total).toBe(17) // (45 + 390 + 600) s = 17.25 min
    expect(historyTotals(h)).toEqual({ sessions: 5, completed: 5, minutes: 37 })
  })
  it('an open timer has no history row', () => {
    expect(entryOf(startTimer(5, 0), 'rain', MIN)).toBeNull()
    expect(entryOf(stopTimer(startTimer(5, 0), 2 * MIN), 'bowl', 3 * MIN)).toMatchObject({ actualS: 120, completed: false, sound: 'bowl' })
  })
})
