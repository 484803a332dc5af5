/** Rule tests: one known fact each (nakshatras, dignities, combustion, karakas, panchanga, dasha sequences). */
import {
  charaKarakas,
  computeDasha,
  currentPeriods,
  compoundRelation,
  dignityOf,
  isCombust,
  nakshatraOf,
  panchangaOf,
  planetaryWars,
  vimshopaka,
} from '@/astro/vedic'

describe('nakshatra and pada', () => {
  it.each([
    [0.01, 1, 'Ashwini', 1, 'Ketu'],
    [3.34, 1, 'Ashwini', 2, 'Ketu'],
    [13.34, 2, 'Bharani', 1, 'Venus'],
    [186.96, 15, 'Swati', 1, 'Rahu'],
    [359.99, 27, 'Revati', 4, 'Mercury'],
  ])('%f° is nakshatra %i %s pada %i, lord %s', (lon, n, name, pada, lord) => {
    expect(nakshatraOf(lon)).toEqual({ nakshatra: n, name, pada, lord })
  })
})

describe('dignities (BPHS 3.49–54)', () => {
  it.each([
    ['Sun', 10, 'exalted'],
    ['Sun', 190, 'debilitated'],
    ['Sun', 135, 'moolatrikona'],
    ['Sun', 145, 'own'],
    ['Moon', 32, 'exalted'],
    ['Moon', 40, 'moolatrikona'],
    ['Moon', 100, 'own'],
    ['Moon', 215, 'debilitated'],
    ['Mercury', 160, 'exalted'],
    ['Mercury', 167, 'moolatrikona'],
    ['Mercury', 175, 'own'],
    ['Mercury', 340, 'debilitated'],
    ['Mars', 100, 'debilitated'],
    ['Mars', 5, 'moolatrikona'],
    ['Mars', 20, 'own'],
    ['Mars', 298, 'exalted'],
    ['Jupiter', 95, 'exalted'],
    ['Jupiter', 245, 'moolatrikona'],
    ['Venus', 357, 'exalted'],
    ['Venus', 185, 'moolatrikona'],
    ['Venus', 170, 'debilitated'],
    ['Saturn', 200, 'exalted'],
    ['Saturn', 10, 'debilitated'],
    ['Saturn', 305, 'moolatrikona'],
    ['Saturn', 280, 'own'],
    ['Rahu', 40, 'exalted'],
    ['Ketu', 40, 'debilitated'],
    ['Jupiter', 60, null],
  ] as const)('%s at %f° is %s', (id, lon, d) => {
    expect(dignityOf(id, lon)).toBe(d)
  })
})

describe('combustion (Surya Siddhanta 9.6–9)', () => {
  it('Mercury 13° from the Sun is combust when direct, not when retrograde (12°)', () => {
    expect(isCombust('Mercury', 113, 100, false)).toBe(true)
    expect(isCombust('Mercury', 113, 100, true)).toBe(false)
  })
  it('Venus 9° from the Sun: combust direct (10°), not retrograde (8°)', () => {
    expect(isCombust('Venus', 91, 100, false)).toBe(true)
    expect(isCombust('Venus', 91, 100, true)).toBe(false)
  })
  it('Saturn 14° across 0° Aries is combust (15°); Rahu never is', () => {
    expect(isCombust('Saturn', 7, 353, false)).toBe(true)
    expect(isCombust('Rahu', 100, 100, false)).toBe(false)
  })
})

describe('planetary war', () => {
  it('Mars and Venus 0.5° apart are at war; the more northern wins', () => {
    const wars = planetaryWars({ Mars: { lonDeg: 100, latDeg: -1 }, Venus: { lonDeg: 100.5, latDeg: 2 }, Jupiter: { lonDeg: 200, latDeg: 0 } })
    expect(wars).toHaveLength(1)
    expect(wars[0]).toMatchObject({ grahas: ['Mars', 'Venus'], winner: 'Venus' })
  })
})

describe('chara karakas (BPHS 32)', () => {
  const degs = { Sun: 10, Moon: 25, Mars: 3, Mercury: 18, Jupiter: 29, Venus: 7, Saturn: 12, Rahu: 2 }
  it('7 scheme: descending degree in sign, Atma to Dara', () => {
    expect(charaKarakas(degs, 7).map((k) => `${k.karaka}:${k.graha}`)).toEqual([
      'Atma:Jupiter',
      'Amatya:Moon',
      'Bhratri:Mercury',
      'Matri:Saturn',
      'Putra:Sun',
      'Gnati:Venus',
      'Dara:Mars',
    ])
  })
  it('8 scheme: Rahu counts 30° minus its degree (2° → 28°) and becomes Amatya', () => {
    expect(charaKarakas(degs, 8).map((k) => k.graha)).toEqual(['Jupiter', 'Rahu', 'Moon', 'Mercury', 'Saturn', 'Sun', 'Venus', 'Mars'])
    expect(charaKarakas(degs, 8)[4].karaka).toBe('Pitri')
  })
})

describe('compound relationship (BPHS 3.57–58)', () => {
  it('natural friend in a temporal-friend house is a great friend; natural enemy in a temporal-enemy house a great enemy', () => {
    expect(compoundRelation('Sun', 'Moon', 2)).toBe('greatFriend')
    expect(compoundRelation('Sun', 'Saturn', 7)).toBe('greatEnemy')
    expect(compoundRelation('Sun', 'Mercury', 11)).toBe('friend')
    expect(compoundRelation('Sun', 'Venus', 4)).toBe('neutral')
  })
})

describe('panchanga', () => {
  it('elongation 0.5°: Shukla Pratipada, first karana Kimstughna, yoga Vishkambha', () => {
    const p = panchangaOf(0, 0.5, 2451545.0, 0)
    expect(p).toMatchObject({ tithi: 1, tithiName: 'Pratipada', paksha: 'shukla', karanaName: 'Kimstughna', yoga: 1, yogaName: 'Vishkambha' })
  })
  it('elongation 6.5°: the second half-tithi is Bava', () => {
    expect(panchangaOf(0, 6.5, 2451545, 0).karanaName).toBe('Bava')
  })
  it('elongation 179° is Purnima, 181° Krishna Pratipada', () => {
    expect(panchangaOf(10, 189, 2451545, 0)).toMatchObject({ tithi: 15, tithiName: 'Purnima' })
    expect(panchangaOf(10, 191, 2451545, 0)).toMatchObject({ tithi: 16, tithiName: 'Pratipada', paksha: 'krishna' })
  })
  it('the last four half-tithis: Vishti … Shakuni, Chatushpada, Naga; 359° is Amavasya', () => {
    expect(panchangaOf(0, 340, 2451545, 0).karanaName).toBe('Vishti')
    expect(panchangaOf(0, 343, 2451545, 0).karanaName).toBe('Shakuni')
    expect(panchangaOf(0, 349, 2451545, 0).karanaName).toBe('Chatushpada')
    expect(panchangaOf(0, 359, 2451545, 0)).toMatchObject({ karanaName: 'Naga', tithi: 30, tithiName: 'Amavasya' })
  })
  it('2000-01-01 12:00 UT was a Saturday (Shanivara); 23:30 UT is already Sunday at UTC+5:30', () => {
    expect(panchangaOf(0, 0, 2451545.0, 0).varaName).toBe('Shanivara')
    expect(panchangaOf(0, 0, 2451545.479, 5.5).varaName).toBe('Ravivara')
  })
})

describe('dasha sequences', () => {
  const BIRTH = 2450000.5
  it('Vimshottari from 0° Ashwini: Ketu with its full 7 years, then Venus; nine periods make 120 years', () => {
    const d = computeDasha({ system: 'vimshottari', startLonDeg: 0, birthJdUT: BIRTH, yearDays: 365.25, levels: 3 })
    expect(d.periods[0]).toMatchObject({ lord: 'Ketu', startJdUT: BIRTH })
    expect(d.periods[1].lord).toBe('Venus')
    expect(d.periods).toHaveLength(9)
    expect(d.periods[8].endJdUT - BIRTH).toBeCloseTo(120 * 365.25, 6)
    // Ketu/Ketu antar = 7 × 7 / 120 years; pratyantars sum to their antar.
    const kk = d.periods[0].sub![0]
    expect(kk.endJdUT - kk.startJdUT).toBeCloseTo((7 * 7 * 365.25) / 120, 6)
    expect(kk.sub![8].endJdUT).toBeCloseTo(kk.endJdUT, 6)
    expect(kk.sub!.map((p) => p.lord).slice(0, 3)).toEqual(['Ketu', 'Venus', 'Sun'])
  })
  it('year length: with 360-day years Ketu from 0° lasts 2520 days', () => {
    const d = computeDasha({ system: 'vimshottari', startLonDeg: 0, birthJdUT: BIRTH, yearDays: 360, levels: 1 })
    expect(d.periods[0].endJdUT - d.periods[0].startJdUT).toBeCloseTo(2520, 6)
  })
  it.each([
    [1, 'Bhramari', 'Mars'],
    [4, 'Siddha', 'Venus'],
    [5, 'Sankata', 'Rahu'],
    [8, 'Dhanya', 'Jupiter'],
    [19, 'Ulka', 'Saturn'],
  ])('Yogini: janma nakshatra %i → (n + 3) mod 8 → %s (%s)', (n, yogini, lord) => {
    const d = computeDasha({ system: 'yogini', startLonDeg: (n - 0.5) * (360 / 27), birthJdUT: BIRTH, yearDays: 365.25, levels: 1 })
    expect(d.periods[0]).toMatchObject({ yogini, lord })
  })
  it('Ashtottari: Ardra 0° starts Sun with all 6 years; Krittika starts Venus (21)', () => {
    const a = computeDasha({ system: 'ashtottari', startLonDeg: 5 * (360 / 27) + 1e-9, birthJdUT: BIRTH, yearDays: 365.25, levels: 1 })
    expect(a.periods[0].lord).toBe('Sun')
    expect(a.balanceYears).toBeCloseTo(6, 6)
    const v = computeDasha({ system: 'ashtottari', startLonDeg: 2 * (360 / 27) + 1e-9, birthJdUT: BIRTH, yearDays: 365.25, levels: 1 })
    expect(v.periods[0].lord).toBe('Venus')
    expect(v.periods.map((p) => p.lord)).toEqual(['Venus', 'Sun', 'Moon', 'Mars', 'Mercury', 'Saturn', 'Jupiter', 'Rahu'])
  })
  it('Ashtottari: mid-Ashwini is 2.5 of Rahu’s 4 nakshatras (Uttara Bhadrapada…Bharani): balance 12 × 0.375 = 4.5 years', () => {
    const r = computeDasha({ system: 'ashtottari', startLonDeg: 0.5 * (360 / 27), birthJdUT: BIRTH, yearDays: 365.25, levels: 1 })
    expect(r.periods[0].lord).toBe('Rahu')
    expect(r.balanceYears).toBeCloseTo(4.5, 9)
  })
})

describe('vimshopaka bala (BPHS 7, shodasavarga weights)', () => {
  const VARGAS = [1, 2, 3, 4, 7, 9, 10, 12, 16, 20, 24, 27, 30, 40, 45, 60]
  const rashi = { Sun: 5, Moon: 6, Mars: 1, Mercury: 3, Jupiter: 9, Venus: 2, Saturn: 10 }
  const everywhere = (signs: Record<string, number>) => Object.fromEntries(VARGAS.map((n) => [n, signs]))
  it('a planet in its own sign in all sixteen vargas scores the full 20', () => {
    expect(vimshopaka(everywhere(rashi), rashi).Sun).toBeCloseTo(20, 9)
    expect(vimshopaka(everywhere(rashi), rashi).Saturn).toBeCloseTo(20, 9)
  })
  it('the Sun in Cancer everywhere with the Moon in the 2nd from it (friend + temporal friend) scores 18', () => {
    const signs = { ...rashi, Sun: 4, Moon: 5 }
    expect(vimshopaka(everywhere(signs), signs).Sun).toBeCloseTo(18, 9)
  })
  it('weights: own sign only in D60 (weight 4) and neutral elsewhere (weights 16, 10 points) gives 4 + 16 × 10 / 20 = 12', () => {
    // Jupiter in Taurus: Venus is its natural enemy but in the 12th from it (temporal friend) → neutral, 10 points.
    const signs = { ...rashi, Jupiter: 2, Venus: 1 }
    const v = everywhere(signs)
    v[60] = { ...signs, Jupiter: 9 }
    expect(vimshopaka(v, signs).Jupiter).toBeCloseTo(4 + (16 * 10) / 20, 9)
  })
})

describe('running periods at a moment', () => {
  it('from 0° Ashwini: a day after birth is Ketu/Ketu/Ketu; 7 years and a day later Venus/Venus/Venus', () => {
    const d = computeDasha({ system: 'vimshottari', startLonDeg: 0, birthJdUT: 2450000.5, yearDays: 365.25, levels: 3 })
    expect(currentPeriods(d.periods, 2450001.5).map((p) => p.lord)).toEqual(['Ketu', 'Ketu', 'Ketu'])
    expect(currentPeriods(d.periods, 2450000.5 + 7 * 365.25 + 1).map((p) => p.lord)).toEqual(['Venus', 'Venus', 'Venus'])
    expect(currentPeriods(d.periods, 2450000.5 - 1)).toEqual([])
  })
})
