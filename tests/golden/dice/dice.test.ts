import fixture from './faces.json'
import { HOUSE_FACES, PLANET_FACES, SIGN_FACES } from '@/divination/dice'

const BODY_IDS: Record<string, string> = { 'North Node': 'NorthNode', 'South Node': 'SouthNode' }

describe('astro dice faces against the shared golden table', () => {
  it('planet die: ten planets and the two nodes, with the natal chart body ids', () => {
    expect(PLANET_FACES.map((f) => [f.face, f.id, f.zh])).toEqual(fixture.planet.map((e) => [e.face, BODY_IDS[e.en] ?? e.en, e.zh_Hans]))
  })
  it('sign die: Aries … Pisces as 1–12', () => {
    expect(SIGN_FACES.map((f) => [f.face, f.id, f.zh])).toEqual(fixture.sign.map((e) => [e.face, e.en, e.zh_Hans]))
  })
  it('house die: houses 1–12', () => {
    expect(HOUSE_FACES.map((f) => [f.face, f.zh])).toEqual(fixture.house.map((e) => [e.face, e.zh_Hans]))
  })
})
