import { describe, expect, it } from 'vitest'
import { cancelError, createChooserGate } from '@/components/ui/logic/single-chooser'

describe('chooser gate', () => {
  it('lets one request in and refuses the next until released', () => {
    const g = createChooserGate()
    expect(g.tryOpen()).toBe(true)
    expect(g.tryOpen()).toBe(false)
    g.release()
    expect(g.tryOpen()).toBe(true)
  })
  it('the rejection message is cancel (SPEC §8)', () => {
    expect(cancelError().message).toBe('cancel')
  })
})
