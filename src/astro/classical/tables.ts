/**
 * Doctrine tables of classical (Hellenistic/medieval) astrology: domiciles, exaltations, triplicities, terms and
 * faces. Signs are numbered 1–12 from Aries; degrees are within the sign. The UI reads these, never its own copy.
 */

export const CLASSICAL_PLANETS = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'] as const
export type ClassicalPlanet = (typeof CLASSICAL_PLANETS)[number]

/** Domicile lords of the signs 1–12 (Ptolemy, Tetrabiblos I.17; traditional rulers, no outer planets). */
export const SIGN_RULERS = ['Mars', 'Venus', 'Mercury', 'Moon', 'Sun', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Saturn', 'Jupiter'] as const

/** Exaltation sign and degree (Ptolemy, Tetrabiblos I.19 for the signs; the degrees as in Lilly, Christian Astrology p.104). */
export const EXALTATIONS = {
  Sun: [1, 19],
  Moon: [2, 3],
  Mercury: [6, 15],
  Venus: [12, 27],
  Mars: [10, 28],
  Jupiter: [4, 15],
  Saturn: [7, 21],
} as const satisfies Record<ClassicalPlanet, readonly [number, number]>

export type Element = 'fire' | 'earth' | 'air' | 'water'
export const ELEMENT_OF_SIGN: readonly Element[] = ['fire', 'earth', 'air', 'water', 'fire', 'earth', 'air', 'water', 'fire', 'earth', 'air', 'water']

/**
 * Triplicity lords [day, night, participating]. Dorotheus (Carmen Astrologicum I.1, the Hellenistic default);
 * Ptolemy (Tetrabiblos I.18) as Lilly tabulates it (Christian Astrology p.104): no participating lord, Mars
 * rules the water triplicity by day and night.
 */
export const TRIPLICITIES = {
  dorothean: {
    fire: ['Sun', 'Jupiter', 'Saturn'],
    earth: ['Venus', 'Moon', 'Mars'],
    air: ['Saturn', 'Mercury', 'Jupiter'],
    water: ['Venus', 'Mars', 'Moon'],
  },
  ptolemaic: {
    fire: ['Sun', 'Jupiter', null],
    earth: ['Venus', 'Moon', null],
    air: ['Saturn', 'Mercury', null],
    water: ['Mars', 'Mars', null],
  },
} as const
export type TriplicityScheme = keyof typeof TRIPLICITIES

/**
 * Terms (bounds): five unequal divisions of each sign, [lord, widthDeg], each row summing to 30°.
 * Egyptian: Ptolemy's report of the Egyptian system (Tetrabiblos I.20; Valens, Anthology I.3). Ptolemaic: the
 * table of Tetrabiblos I.21 in Robbins' translation. Both as tabulated by flatlib (flatlib/dignities/tables.py).
 */
export const TERMS = {
  egyptian: [
    /* Aries */ [
      ['Jupiter', 6],
      ['Venus', 6],
      ['Mercury', 8],
      ['Mars', 5],
      ['Saturn', 5],
    ],
    /* Taurus */ [
      ['Venus', 8],
      ['Mercury', 6],
      ['Jupiter', 8],
      ['Saturn', 5],
      ['Mars', 3],
    ],
    /* Gemini */ [
      ['Mercury', 6],
      ['Jupiter', 6],
      ['Venus', 5],
      ['Mars', 7],
      ['Saturn', 6],
    ],
    /* Cancer */ [
      ['Mars', 7],
      ['Venus', 6],
      ['Mercury', 6],
      ['Jupiter', 7],
      ['Saturn', 4],
    ],
    /* Leo */ [
      ['Jupiter', 6],
      ['Venus', 5],
      ['Saturn', 7],
      ['Mercury', 6],
      ['Mars', 6],
    ],
    /* Virgo */ [
      ['Mercury', 7],
      ['Venus', 10],
      ['Jupiter', 4],
      ['Mars', 7],
      ['Saturn', 2],
    ],
    /* Libra */ [
      ['Saturn', 6],
      ['Mercury', 8],
      ['Jupiter', 7],
      ['Venus', 7],
      ['Mars', 2],
    ],
    /* Scorpio */ [
      ['Mars', 7],
      ['Venus', 4],
      ['Mercury', 8],
      ['Jupiter', 5],
      ['Saturn', 6],
    ],
    /* Sagittarius */ [
      ['Jupiter', 12],
      ['Venus', 5],
      ['Mercury', 4],
      ['Saturn', 5],
      ['Mars', 4],
    ],
    /* Capricorn */ [
      ['Mercury', 7],
      ['Jupiter', 7],
      ['Venus', 8],
      ['Saturn', 4],
      ['Mars', 4],
    ],
    /* Aquarius */ [
      ['Mercury', 7],
      ['Venus', 6],
      ['Jupiter', 7],
      ['Mars', 5],
      ['Saturn', 5],
    ],
    /* Pisces */ [
      ['Venus', 12],
      ['Jupiter', 4],
      ['Mercury', 3],
      ['Mars', 9],
      ['Saturn', 2],
    ],
  ],
  ptolemaic: [
    /* Aries */ [
      ['Jupiter', 6],
      ['Venus', 8],
      ['Mercury', 7],
      ['Mars', 5],
      ['Saturn', 4],
    ],
    /* Taurus */ [
      ['Venus', 8],
      ['Mercury', 7],
      ['Jupiter', 7],
      ['Saturn', 2],
      ['Mars', 6],
    ],
    /* Gemini */ [
      ['Mercury', 7],
      ['Jupiter', 6],
      ['Venus', 7],
      ['Mars', 6],
      ['Saturn', 4],
    ],
    /* Cancer */ [
      ['Mars', 6],
      ['Jupiter', 7],
      ['Mercury', 7],
      ['Venus', 7],
      ['Saturn', 3],
    ],
    /* Leo */ [
      ['Jupiter', 6],
      ['Mercury', 7],
      ['Saturn', 6],
      ['Venus', 6],
      ['Mars', 5],
    ],
    /* Virgo */ [
      ['Mercury', 7],
      ['Venus', 6],
      ['Jupiter', 5],
      ['Saturn', 6],
      ['Mars', 6],
    ],
    /* Libra */ [
      ['Saturn', 6],
      ['Venus', 5],
      ['Mercury', 5],
      ['Jupiter', 8],
      ['Mars', 6],
    ],
    /* Scorpio */ [
      ['Mars', 6],
      ['Venus', 7],
      ['Jupiter', 8],
      ['Mercury', 6],
      ['Saturn', 3],
    ],
    /* Sagittarius */ [
      ['Jupiter', 8],
      ['Venus', 6],
      ['Mercury', 5],
      ['Saturn', 6],
      ['Mars', 5],
    ],
    /* Capricorn */ [
      ['Venus', 6],
      ['Mercury', 6],
      ['Jupiter', 7],
      ['Saturn', 6],
      ['Mars', 5],
    ],
    /* Aquarius */ [
      ['Saturn', 6],
      ['Mercury', 6],
      ['Venus', 8],
      ['Jupiter', 5],
      ['Mars', 5],
    ],
    /* Pisces */ [
      ['Venus', 8],
      ['Jupiter', 6],
      ['Mercury', 6],
      ['Mars', 5],
      ['Saturn', 5],
    ],
  ],
} as const
export type TermScheme = keyof typeof TERMS

/** Chaldean order of the planets, slowest first (Saturn → Moon): the order of faces and planetary hours. */
export const CHALDEAN_ORDER = ['Saturn', 'Jupiter', 'Mars', 'Sun', 'Venus', 'Mercury', 'Moon'] as const

/** Faces (decans) run the Chaldean order from Mars at 0° Aries, 10° each (Lilly, Christian Astrology p.104). */
export const FACE_START_INDEX = CHALDEAN_ORDER.indexOf('Mars')

/** Lilly's points of essential dignity (Christian Astrology p.115): peregrine counts −5. */
export const LILLY_SCORES = { domicile: 5, exaltation: 4, triplicity: 3, term: 2, face: 1, detriment: -5, fall: -4, peregrine: -5 } as const
