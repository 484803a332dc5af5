/**
 * Jyotish doctrine as data. Sign numbers are 1–12 from Aries (sidereal). Sources:
 *   BPHS = Brihat Parashara Hora Shastra, tr. R. Santhanam (Ranjan, 1984): ch. 3 (grahas: exaltation, moolatrikona,
 *   own signs, natural relationships), ch. 6 (vargas), ch. 7 (vimshopaka), ch. 32 (chara karakas), ch. 46 (dashas).
 *   Surya Siddhanta ch. 9 (combustion distances). Muhurta texts (Kalaprakashika) for the panchanga names.
 */
export const GRAHA_IDS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'] as const
export type GrahaId = (typeof GRAHA_IDS)[number]
/** The seven visible planets (karakas, vimshopaka, dignities by relationship). */
export const SEVEN_GRAHAS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const
export type SevenGraha = (typeof SEVEN_GRAHAS)[number]

/** Sign lords 1–12 (BPHS 4.6–8). */
export const SIGN_LORDS: readonly SevenGraha[] = [
  'Mars',
  'Venus',
  'Mercury',
  'Moon',
  'Sun',
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'Saturn',
  'Jupiter',
]

/** 27 nakshatras of 13°20′ from 0° sidereal Aries, with their Vimshottari lords (BPHS 46.12–15). */
export const NAKSHATRAS = [
  'Ashwini',
  'Bharani',
  'Krittika',
  'Rohini',
  'Mrigashira',
  'Ardra',
  'Punarvasu',
  'Pushya',
  'Ashlesha',
  'Magha',
  'PurvaPhalguni',
  'UttaraPhalguni',
  'Hasta',
  'Chitra',
  'Swati',
  'Vishakha',
  'Anuradha',
  'Jyeshtha',
  'Mula',
  'PurvaAshadha',
  'UttaraAshadha',
  'Shravana',
  'Dhanishta',
  'Shatabhisha',
  'PurvaBhadrapada',
  'UttaraBhadrapada',
  'Revati',
] as const
export const NAKSHATRA_SPAN_DEG = 360 / 27

/**
 * Vimshottari order from Ashwini's lord, with years (BPHS 46.12–15: "Ketu 7, Venus 20, Sun 6, Moon 10, Mars 7, Rahu 18,
 * Jupiter 16, Saturn 19, Mercury 17").
 */
export const VIMSHOTTARI: ReadonlyArray<{ lord: GrahaId; years: number }> = [
  { lord: 'Ketu', years: 7 },
  { lord: 'Venus', years: 20 },
  { lord: 'Sun', years: 6 },
  { lord: 'Moon', years: 10 },
  { lord: 'Mars', years: 7 },
  { lord: 'Rahu', years: 18 },
  { lord: 'Jupiter', years: 16 },
  { lord: 'Saturn', years: 19 },
  { lord: 'Mercury', years: 17 },
]
export const VIMSHOTTARI_TOTAL_YEARS = 120

/**
 * Yogini dasha (BPHS 46.? / Jataka Parijata; as in JHora): eight yoginis, 36 years. The birth yogini is
 * (janma nakshatra number + 3) mod 8, 0 counting as 8.
 */
export const YOGINI: ReadonlyArray<{ lord: GrahaId; yogini: string; years: number }> = [
  { yogini: 'Mangala', lord: 'Moon', years: 1 },
  { yogini: 'Pingala', lord: 'Sun', years: 2 },
  { yogini: 'Dhanya', lord: 'Jupiter', years: 3 },
  { yogini: 'Bhramari', lord: 'Mars', years: 4 },
  { yogini: 'Bhadrika', lord: 'Mercury', years: 5 },
  { yogini: 'Ulka', lord: 'Saturn', years: 6 },
  { yogini: 'Siddha', lord: 'Venus', years: 7 },
  { yogini: 'Sankata', lord: 'Rahu', years: 8 },
]
export const YOGINI_TOTAL_YEARS = 36

/**
 * Ashtottari dasha (BPHS 46.17–21), 108 years. Each lord rules a group of nakshatras counted from Ardra: "Sun 4
 * (Ardra…), Moon 3, Mars 4, Mercury 3, Saturn 3 (+Abhijit), Jupiter 3, Rahu 4, Venus 3". `firstNakshatra` is the
 * 0-based index of the group's first nakshatra; the balance is the unelapsed part of the group's arc.
 */
export const ASHTOTTARI: ReadonlyArray<{ lord: GrahaId; years: number; firstNakshatra: number; count: number }> = [
  { lord: 'Sun', years: 6, firstNakshatra: 5, count: 4 },
  { lord: 'Moon', years: 15, firstNakshatra: 9, count: 3 },
  { lord: 'Mars', years: 8, firstNakshatra: 12, count: 4 },
  { lord: 'Mercury', years: 17, firstNakshatra: 16, count: 3 },
  { lord: 'Saturn', years: 10, firstNakshatra: 19, count: 3 },
  { lord: 'Jupiter', years: 19, firstNakshatra: 22, count: 3 },
  { lord: 'Rahu', years: 12, firstNakshatra: 25, count: 4 },
  { lord: 'Venus', years: 21, firstNakshatra: 2, count: 3 },
]
export const ASHTOTTARI_TOTAL_YEARS = 108

/**
 * Exaltation sign and deepest degree (BPHS 3.49–50: "Sun Aries 10°, Moon Taurus 3°, Mars Capricorn 28°, Mercury
 * Virgo 15°, Jupiter Cancer 5°, Venus Pisces 27°, Saturn Libra 20°"); debilitation is the 7th sign. Nodes: Rahu in
 * Taurus, Ketu in Scorpio (BPHS 47.34; other schools use Gemini/Sagittarius).
 */
export const EXALTATION: Record<GrahaId, { sign: number; deg: number | null }> = {
  Sun: { sign: 1, deg: 10 },
  Moon: { sign: 2, deg: 3 },
  Mars: { sign: 10, deg: 28 },
  Mercury: { sign: 6, deg: 15 },
  Jupiter: { sign: 4, deg: 5 },
  Venus: { sign: 12, deg: 27 },
  Saturn: { sign: 7, deg: 20 },
  Rahu: { sign: 2, deg: null },
  Ketu: { sign: 8, deg: null },
}

/**
 * Moolatrikona ranges (BPHS 3.51–54: "Sun Leo 0–20°, Moon Taurus 4–30° (3° exaltation before), Mars Aries 0–12°,
 * Mercury Virgo 16–20° (exaltation to 15°), Jupiter Sagittarius 0–10°, Venus Libra 0–15°, Saturn Aquarius 0–20°").
 */
export const MOOLATRIKONA: Partial<Record<GrahaId, { sign: number; fromDeg: number; toDeg: number }>> = {
  Sun: { sign: 5, fromDeg: 0, toDeg: 20 },
  Moon: { sign: 2, fromDeg: 3, toDeg: 30 },
  Mars: { sign: 1, fromDeg: 0, toDeg: 12 },
  Mercury: { sign: 6, fromDeg: 15, toDeg: 20 },
  Jupiter: { sign: 9, fromDeg: 0, toDeg: 10 },
  Venus: { sign: 7, fromDeg: 0, toDeg: 15 },
  Saturn: { sign: 11, fromDeg: 0, toDeg: 20 },
}

/** Own signs (BPHS 4.6–8, the sign lords). */
export const OWN_SIGNS: Record<GrahaId, readonly number[]> = {
  Sun: [5],
  Moon: [4],
  Mars: [1, 8],
  Mercury: [3, 6],
  Jupiter: [9, 12],
  Venus: [2, 7],
  Saturn: [10, 11],
  Rahu: [],
  Ketu: [],
}

/**
 * Combustion: distance from the Sun within which a planet is combust (Surya Siddhanta 9.6–9: Moon 12°, Mars 17°,
 * Mercury 14° (12° retrograde), Jupiter 11°, Venus 10° (8° retrograde), Saturn 15°).
 */
export const COMBUSTION_DEG: Partial<Record<GrahaId, { direct: number; retrograde: number }>> = {
  Moon: { direct: 12, retrograde: 12 },
  Mars: { direct: 17, retrograde: 17 },
  Mercury: { direct: 14, retrograde: 12 },
  Jupiter: { direct: 11, retrograde: 11 },
  Venus: { direct: 10, retrograde: 8 },
  Saturn: { direct: 15, retrograde: 15 },
}

/** Planetary war (graha yuddha, Surya Siddhanta 7.18–23): two of Mars…Saturn within 1° of longitude. */
export const WAR_GRAHAS: readonly GrahaId[] = ['Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn']
export const WAR_ORB_DEG = 1

/**
 * Natural relationships (BPHS 3.55): friends and enemies; the rest are neutral.
 *   Sun: friends Moon Mars Jupiter, enemies Venus Saturn. Moon: friends Sun Mercury, no enemies.
 *   Mars: friends Sun Moon Jupiter, enemy Mercury. Mercury: friends Sun Venus, enemy Moon.
 *   Jupiter: friends Sun Moon Mars, enemies Mercury Venus. Venus: friends Mercury Saturn, enemies Sun Moon.
 *   Saturn: friends Mercury Venus, enemies Sun Moon Mars.
 */
export const NATURAL_RELATION: Record<SevenGraha, { friends: readonly SevenGraha[]; enemies: readonly SevenGraha[] }> = {
  Sun: { friends: ['Moon', 'Mars', 'Jupiter'], enemies: ['Venus', 'Saturn'] },
  Moon: { friends: ['Sun', 'Mercury'], enemies: [] },
  Mars: { friends: ['Sun', 'Moon', 'Jupiter'], enemies: ['Mercury'] },
  Mercury: { friends: ['Sun', 'Venus'], enemies: ['Moon'] },
  Jupiter: { friends: ['Sun', 'Moon', 'Mars'], enemies: ['Mercury', 'Venus'] },
  Venus: { friends: ['Mercury', 'Saturn'], enemies: ['Sun', 'Moon'] },
  Saturn: { friends: ['Mercury', 'Venus'], enemies: ['Sun', 'Moon', 'Mars'] },
}

/** Temporal friends: planets in the 2nd, 3rd, 4th, 10th, 11th and 12th from a planet (BPHS 3.56). */
export const TEMPORAL_FRIEND_HOUSES: readonly number[] = [2, 3, 4, 10, 11, 12]

/**
 * Vimshopaka points by the planet's relation to the lord of the varga sign (BPHS 7.14–16): own 20, great friend 18,
 * friend 15, neutral 10, enemy 7, great enemy 5.
 */
export const VIMSHOPAKA_POINTS = { own: 20, greatFriend: 18, friend: 15, neutral: 10, enemy: 7, greatEnemy: 5 } as const

/** Shodasavarga weights out of 20 (BPHS 7.10–13): D1 3.5, D2 1, D3 1, D9 3, D16 2, D30 1, D60 4, the others ½. */
export const SHODASAVARGA_WEIGHTS: Record<number, number> = {
  1: 3.5,
  2: 1,
  3: 1,
  4: 0.5,
  7: 0.5,
  9: 3,
  10: 0.5,
  12: 0.5,
  16: 2,
  20: 0.5,
  24: 0.5,
  27: 0.5,
  30: 1,
  40: 0.5,
  45: 0.5,
  60: 4,
}

/** Chara karakas by descending degree in sign (BPHS 32.1–8); the 7-scheme leaves out Pitri, the 8-scheme adds Rahu. */
export const KARAKAS_7 = ['Atma', 'Amatya', 'Bhratri', 'Matri', 'Putra', 'Gnati', 'Dara'] as const
export const KARAKAS_8 = ['Atma', 'Amatya', 'Bhratri', 'Matri', 'Pitri', 'Putra', 'Gnati', 'Dara'] as const

/** Panchanga names. Tithis 1–15 in each paksha (15th of Shukla = Purnima, 30th = Amavasya). */
export const TITHIS = [
  'Pratipada',
  'Dwitiya',
  'Tritiya',
  'Chaturthi',
  'Panchami',
  'Shashthi',
  'Saptami',
  'Ashtami',
  'Navami',
  'Dashami',
  'Ekadashi',
  'Dwadashi',
  'Trayodashi',
  'Chaturdashi',
  'Purnima',
] as const
/** Vara 0 = Sunday (Ravivara) … 6 = Saturday, with the weekday lord. */
export const VARAS: ReadonlyArray<{ name: string; lord: SevenGraha }> = [
  { name: 'Ravivara', lord: 'Sun' },
  { name: 'Somavara', lord: 'Moon' },
  { name: 'Mangalavara', lord: 'Mars' },
  { name: 'Budhavara', lord: 'Mercury' },
  { name: 'Guruvara', lord: 'Jupiter' },
  { name: 'Shukravara', lord: 'Venus' },
  { name: 'Shanivara', lord: 'Saturn' },
]
/** 27 yogas of 13°20′ of the sum of the sidereal Sun and Moon. */
export const YOGAS = [
  'Vishkambha',
  'Priti',
  'Ayushman',
  'Saubhagya',
  'Shobhana',
  'Atiganda',
  'Sukarma',
  'Dhriti',
  'Shula',
  'Ganda',
  'Vriddhi',
  'Dhruva',
  'Vyaghata',
  'Harshana',
  'Vajra',
  'Siddhi',
  'Vyatipata',
  'Variyana',
  'Parigha',
  'Shiva',
  'Siddha',
  'Sadhya',
  'Shubha',
  'Shukla',
  'Brahma',
  'Indra',
  'Vaidhriti',
] as const
/**
 * Karanas: 60 half-tithis of 6°. The 1st is Kimstughna; the 2nd–57th cycle through the seven movable karanas; the
 * last three are Shakuni, Chatushpada, Naga.
 */
export const MOVABLE_KARANAS = ['Bava', 'Balava', 'Kaulava', 'Taitila', 'Garaja', 'Vanija', 'Vishti'] as const
export const FIXED_KARANAS = { first: 'Kimstughna', last: ['Shakuni', 'Chatushpada', 'Naga'] } as const

/**
 * Chinese names of the 27 nakshatras as the 宿曜经 (不空 tr., 759) pairs them with the lunar lodges: Ashwini 娄 …
 * Revati 奎 (牛宿 is the 28th, Abhijit, left out of the 27).
 */
export const NAKSHATRA_ZH = [
  '娄',
  '胃',
  '昴',
  '毕',
  '觜',
  '参',
  '井',
  '鬼',
  '柳',
  '星',
  '张',
  '翼',
  '轸',
  '角',
  '亢',
  '氐',
  '房',
  '心',
  '尾',
  '箕',
  '斗',
  '女',
  '虚',
  '危',
  '室',
  '壁',
  '奎',
] as const
