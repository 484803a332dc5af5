import { beforeEach, describe, expect, it } from 'vitest'
import { fake } from '../../doubles/taro'
import { decodeRouteParams } from '@/platform/route-params'
import { guardCurrentPage, navigate } from '@/platform/navigation'
import { FAMOUS_BIRTHS, famousById } from '@/data/famous-births'

// The platform double, like both hosts, hands a page its query still URL-encoded; the router decodes it once.
const openedParams = () => decodeRouteParams(fake.pages[fake.pages.length - 1].options)

beforeEach(() => fake.reset())

describe('route parameters are decoded once, in the router', () => {
  const IDS = ['Lee,_Bruce', 'Monroe, Marilyn', '李小龙', '张 三, 北京', 'a&b=c?d#e', '100%', 'a+b', 'O’Keeffe']
  for (const id of IDS) {
    it(`an id ${JSON.stringify(id)} arrives as written`, async () => {
      await navigate('birth-famous', { id })
      expect(fake.pages[fake.pages.length - 1].options.id).toBe(encodeURIComponent(id)) // the host keeps the encoding
      expect(openedParams().id).toBe(id)
    })
  }

  it('the host form of the issue (?id=Lee%2C_Bruce) reads Lee,_Bruce', () => {
    expect(decodeRouteParams({ id: 'Lee%2C_Bruce' })).toEqual({ id: 'Lee,_Bruce' })
    expect(decodeRouteParams({ name: '%E6%9D%8E%E5%B0%8F%E9%BE%99', q: 'a%20b' })).toEqual({ name: '李小龙', q: 'a b' })
  })

  it('a malformed escape is kept as written; missing values are dropped', () => {
    expect(decodeRouteParams({ a: '%E6%9D', b: '50%', c: undefined, d: null })).toEqual({ a: '%E6%9D', b: '50%' })
  })

  it('every famous birth opens from its list', async () => {
    for (const f of FAMOUS_BIRTHS) {
      await navigate('birth-famous', { id: f.id }, { replace: true })
      expect(famousById(openedParams().id ?? '')?.id).toBe(f.id)
    }
  })

  it('the login guard re-encodes a decoded query exactly once', async () => {
    await navigate('birth-famous', { id: 'Lee,_Bruce' })
    fake.pages[fake.pages.length - 1].route = 'packageA/user-account/index'
    await guardCurrentPage()
    const toPage = decodeURIComponent(String(fake.calls[fake.calls.length - 1].arg).split('toPage=')[1])
    expect(toPage).toBe('/packageA/user-account/index?id=Lee%2C_Bruce')
  })
})
