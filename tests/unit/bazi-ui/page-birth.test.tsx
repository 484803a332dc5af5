// @vitest-environment jsdom
// Which birth the 八字, 紫微 and 策天 pages show: the route's birth first, else the chart birth chosen in the birth
// list, else none (the page's own form or default).
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { birthFromParams as baziFromParams, birthFromProfile as baziFromProfile } from '@/packageB/bazi/birth-input'
import { usePageBirth, type PageBirth } from '@/packageB/birth-common/use-page-birth'
import { birthFromParams as ziweiFromParams, birthFromProfile as ziweiFromProfile } from '@/packageB/ziwei/birth-input'
import { useBirths } from '@/store/births'
import { fake } from '../../doubles/taro'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root | null = null
function shown<B>(
  route: Record<string, string>,
  fromParams: (p: Record<string, string | undefined>) => B | null,
  fromProfile: Parameters<typeof usePageBirth<B>>[1],
) {
  fake.pages = [{ route: 'packageB/bazi/index', options: route }]
  let out: PageBirth<B> | undefined
  function Probe() {
    out = usePageBirth(fromParams, fromProfile)
    return null
  }
  root = createRoot(document.createElement('div'))
  act(() => root!.render(<Probe />))
  return out!
}
const chosen = () => useBirths.getState().birthCreated({ name: '乙', date: '1984-02-04', time: '23:10', sex: 0, lng: 121.47 }, { makeCurrent: true })

beforeEach(() => {
  fake.reset()
  useBirths.setState({ list: [], chartBirth: null, chartBirthLast: null })
})
afterEach(() => {
  act(() => root?.unmount())
  root = null
})

describe('page birth (八字, 紫微, 策天)', () => {
  it('a birth in the route wins over the chosen chart birth', () => {
    chosen()
    const b = shown({ date: '2005-12-23', time: '08:37', sex: '1', lng: '116.4', name: '甲' }, baziFromParams, baziFromProfile)
    expect(b.source).toBe('route')
    expect(b.birth).toMatchObject({ name: '甲', date: '2005-12-23', time: '08:37', sex: 1, lng: 116.4 })
  })

  it('no birth in the route falls back to the chosen chart birth', () => {
    chosen()
    const b = shown({}, ziweiFromParams, ziweiFromProfile)
    expect(b).toEqual({ source: 'chart', birth: { name: '乙', date: '1984-02-04', time: '23:10', birthZone: -8, summer: 0, sex: 0 } })
  })

  it('a route date that is no calendar date (1582-10-10 fell in the Gregorian gap) falls back to the chart birth', () => {
    chosen()
    const b = shown({ date: '1582-10-10', name: '甲' }, baziFromParams, baziFromProfile)
    expect(b.source).toBe('chart')
    expect(b.birth).toMatchObject({ name: '乙', lng: 121.47 })
  })

  it('no births and none in the route: nothing, the page shows its own form or default', () => {
    expect(shown({}, ziweiFromParams, ziweiFromProfile)).toEqual({ source: null, birth: null })
    act(() => root?.unmount())
    expect(shown({ date: 'yesterday' }, baziFromParams, baziFromProfile)).toEqual({ source: null, birth: null })
  })
})
