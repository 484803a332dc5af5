import { beforeEach, describe, expect, it } from 'vitest'
import { fake } from '../../doubles/taro'
import { DEFAULT_CIRCUM_SETTINGS, useCircumSettings } from '@/store/circumambulation-settings'

beforeEach(() => {
  fake.reset()
  useCircumSettings.getState().hydrate()
})

describe('circumambulation settings (SPEC §3, §9 ages 0–120)', () => {
  const s = () => useCircumSettings.getState()
  it('defaults: Ptolemy’s key, Egyptian bounds, from the Ascendant, bodies only, ages 0–120', () => {
    expect(DEFAULT_CIRCUM_SETTINGS).toEqual({
      key: 'ptolemy',
      terms: 'egyptian',
      significator: 'Asc',
      aspects: [1],
      ageRange: [0, 120],
      promissors: ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'],
      hasTerm: true,
      circleNum: 0,
      moonLink: false,
    })
    expect([s().key, s().terms, s().significator, s().aspects, s().ageRange]).toEqual(['ptolemy', 'egyptian', 'Asc', [1], [0, 120]])
  })
  it('choices are stored under circumambulationsSettings; the conjunction cannot be removed', () => {
    s().changed({ key: 'naibod', terms: 'ptolemaic', significator: 'Moon', ageRange: [60, 120] })
    s().aspectToggled(4)
    s().aspectToggled(1)
    expect(fake.storage.get('circumambulationsSettings')).toMatchObject({ key: 'naibod', aspects: [1, 4], ageRange: [60, 120] })
    s().hydrate()
    expect([s().key, s().terms, s().significator, s().aspects]).toEqual(['naibod', 'ptolemaic', 'Moon', [1, 4]])
  })
  it('a corrupt stored value falls back to its default', () => {
    fake.storage.set('circumambulationsSettings', { key: 'x', significator: 'Pluto', ageRange: [90, 10], terms: 'ptolemaic' })
    s().hydrate()
    expect([s().key, s().significator, s().ageRange, s().terms]).toEqual(['ptolemy', 'Asc', [0, 120], 'ptolemaic'])
  })
  it('promissors, hasTerm, circleNum and moonLink are stored; the last promissor stays', () => {
    s().changed({ hasTerm: false, circleNum: 10, moonLink: true })
    for (const p of ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter']) s().promissorToggled(p)
    s().promissorToggled('Saturn')
    expect(s().promissors).toEqual(['Saturn'])
    s().promissorToggled('Mars')
    expect(fake.storage.get('circumambulationsSettings')).toMatchObject({
      hasTerm: false,
      circleNum: 10,
      moonLink: true,
      promissors: ['Mars', 'Saturn'],
    })
    s().hydrate()
    expect([s().hasTerm, s().circleNum, s().moonLink, s().promissors]).toEqual([false, 10, true, ['Mars', 'Saturn']])
  })
  it('an age range whose start is not below its end, or an unknown promissor, falls back', () => {
    fake.storage.set('circumambulationsSettings', { ageRange: [40, 40], promissors: ['Uranus'], circleNum: -1 })
    s().hydrate()
    expect([s().ageRange, s().promissors.length, s().circleNum]).toEqual([[0, 120], 7, 0])
  })
})
