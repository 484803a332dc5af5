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
    expect(DEFAULT_CIRCUM_SETTINGS).toEqual({ key: 'ptolemy', terms: 'egyptian', significator: 'Asc', aspects: [1], ageRange: [0, 120] })
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
})
