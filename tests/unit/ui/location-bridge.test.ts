import { beforeEach, describe, expect, it } from 'vitest'
import { fake } from '../../doubles/taro'
import {
  isLocationChooserOpen,
  LOCATION_PAGE_SIZE,
  locationChooserClosed,
  locationChosen,
  locationRequestOptions,
} from '@/components/ui/location-bridge'
import { ui } from '@/components/ui/ui'
import type { Place } from '@/geo'

const BEIJING: Place = {
  id: 'cn:110000',
  name: '北京市',
  region: '',
  countryCode: 'CN',
  kind: 'province',
  lat: 39.9,
  lng: 116.4,
  timeZone: 'Asia/Shanghai',
}
/** The request id in the chooser page's URL (what the page reads from useRouter().params). */
const openedRequest = () => {
  const top = fake.pages[fake.pages.length - 1]
  expect(top.route).toBe('packageA/city-search/index')
  expect(top.options.mode).toBe('choose')
  return Number(top.options.request)
}
const settled = async (p: Promise<unknown>) =>
  p.then(
    (v) => ({ value: v }),
    (e: Error) => ({ rejected: e.message }),
  )

beforeEach(() => fake.reset())

// The chooser is the packageA city-search page in 'choose' mode; the promise crosses over through the bridge.
describe('location chooser bridge', () => {
  it('opens the chooser page and resolves the place it confirms', async () => {
    const p = ui.chooseLocation({ title: '出生地', query: '北京' })
    await Promise.resolve()
    const id = openedRequest()
    expect(locationRequestOptions(id)).toEqual({ title: '出生地', query: '北京' })
    locationChosen(id, BEIJING)
    locationChooserClosed(id) // the page unmounts as it goes back: no effect once answered
    await expect(p).resolves.toEqual(BEIJING)
    expect(isLocationChooserOpen()).toBe(false)
  })

  it('backing out of the page (unmount without confirm) rejects with cancel and frees the chooser', async () => {
    const p = ui.chooseLocation()
    await Promise.resolve()
    locationChooserClosed(openedRequest())
    expect(await settled(p)).toEqual({ rejected: 'cancel' })
    const again = ui.chooseLocation()
    await Promise.resolve()
    expect(isLocationChooserOpen()).toBe(true)
    locationChooserClosed(openedRequest())
    await expect(again).rejects.toThrow('cancel')
  })

  // SPEC §4: only one location chooser may open at once; a second request is rejected with cancel.
  it('a second request rejects with cancel, opens no second page, and the first still resolves', async () => {
    const first = ui.chooseLocation()
    await expect(ui.chooseLocation()).rejects.toThrow('cancel')
    expect(fake.calls.filter((c) => c.api === 'navigateTo')).toHaveLength(1)
    locationChosen(openedRequest(), BEIJING)
    await expect(first).resolves.toEqual(BEIJING)
  })

  it('a stale page (an earlier request) cannot answer or cancel the current request', async () => {
    const first = ui.chooseLocation()
    await Promise.resolve()
    const old = openedRequest()
    locationChooserClosed(old)
    await expect(first).rejects.toThrow('cancel')
    const second = ui.chooseLocation()
    await Promise.resolve()
    locationChosen(old, BEIJING)
    locationChooserClosed(old)
    expect(isLocationChooserOpen()).toBe(true)
    expect(locationRequestOptions(old)).toEqual({})
    locationChosen(openedRequest(), BEIJING)
    await expect(second).resolves.toEqual(BEIJING)
  })

  it('SPEC §9: the chooser lists 20 places per page', () => {
    expect(LOCATION_PAGE_SIZE).toBe(20)
  })
})
