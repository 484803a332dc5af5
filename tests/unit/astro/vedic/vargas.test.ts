/**
 * One sign-boundary case per varga, each worked from the BPHS ch. 6 rule quoted beside the rule in
 * src/astro/vedic/vargas.ts (signs 1 Aries … 12 Pisces; longitudes sidereal).
 */
import { vargaSign, type VargaNumber } from '@/astro/vedic'

const ARI = 0
const TAU = 30
const GEM = 60
const CAN = 90
const LEO = 120
const PIS = 330

const cases: Array<[VargaNumber, string, number, number]> = [
  [1, 'rashi: 29°59′ Aries is Aries', ARI + 29.99, 1],
  [1, 'rashi: 0° Taurus is Taurus', TAU + 0.001, 2],
  [2, 'hora: odd sign, first half is the Sun’s (Leo)', ARI + 14.99, 5],
  [2, 'hora: odd sign, second half is the Moon’s (Cancer)', ARI + 15.01, 4],
  [2, 'hora: even sign, first half is the Moon’s (Cancer)', TAU + 14.99, 4],
  [2, 'hora: even sign, second half is the Sun’s (Leo)', TAU + 15.01, 5],
  [3, 'drekkana: first 10° of Aries is Aries', ARI + 9.99, 1],
  [3, 'drekkana: second decanate is the 5th (Leo)', ARI + 10.01, 5],
  [3, 'drekkana: third decanate of Pisces is the 9th from Pisces (Scorpio)', PIS + 20.01, 8],
  [4, 'chaturthamsa: second quarter of Taurus is the 4th from it (Leo)', TAU + 7.51, 5],
  [4, 'chaturthamsa: last quarter of Taurus is the 10th (Aquarius)', TAU + 22.51, 11],
  [7, 'saptamsa: even sign counts from the 7th (Taurus → Scorpio)', TAU + 4.28, 8],
  [7, 'saptamsa: second part of Taurus is Sagittarius', TAU + 4.29, 9],
  [9, 'navamsa: 3°20′ of Aries starts Taurus navamsa', ARI + 3.34, 2],
  [9, 'navamsa: fixed sign starts from the 9th (Taurus → Capricorn)', TAU + 0.01, 10],
  [9, 'navamsa: dual sign starts from the 5th (Gemini → Libra)', GEM + 0.01, 7],
  [9, 'navamsa: 0° Leo is Aries navamsa', LEO + 0.01, 1],
  [9, 'navamsa: last navamsa of Pisces is Pisces (vargottama)', PIS + 29.99, 12],
  [10, 'dasamsa: even sign starts from the 9th (Taurus → Capricorn)', TAU + 2.99, 10],
  [10, 'dasamsa: 3° of Aries starts the second part (Taurus)', ARI + 3.01, 2],
  [12, 'dwadasamsa: 2°30′ of Gemini moves to Cancer', GEM + 2.51, 4],
  [16, 'shodasamsa: fixed sign from Leo (1°52′30″ boundary)', TAU + 1.87, 5],
  [16, 'shodasamsa: dual sign from Sagittarius, second part Capricorn', GEM + 1.88, 10],
  [20, 'vimsamsa: fixed sign from Sagittarius', TAU + 1.49, 9],
  [20, 'vimsamsa: dual sign from Leo, second part Virgo', GEM + 1.51, 6],
  [24, 'chaturvimsamsa: odd sign from Leo, 1°15′ moves to Virgo', ARI + 1.26, 6],
  [24, 'chaturvimsamsa: even sign from Cancer', TAU + 1.24, 4],
  [27, 'bhamsa: earthy sign from Cancer', TAU + 1.11, 4],
  [27, 'bhamsa: watery sign from Capricorn, second part Aquarius', CAN + 1.12, 11],
  [30, 'trimsamsa: odd sign 0–5° Mars (Aries)', ARI + 4.99, 1],
  [30, 'trimsamsa: odd sign 5–10° Saturn (Aquarius)', ARI + 5.01, 11],
  [30, 'trimsamsa: odd sign 10–18° Jupiter (Sagittarius)', ARI + 17.99, 9],
  [30, 'trimsamsa: odd sign 18–25° Mercury (Gemini)', ARI + 18.01, 3],
  [30, 'trimsamsa: odd sign 25–30° Venus (Libra)', ARI + 25.01, 7],
  [30, 'trimsamsa: even sign 0–5° Venus (Taurus)', TAU + 4.99, 2],
  [30, 'trimsamsa: even sign 5–12° Mercury (Virgo)', TAU + 11.99, 6],
  [30, 'trimsamsa: even sign 12–20° Jupiter (Pisces)', TAU + 12.01, 12],
  [30, 'trimsamsa: even sign 20–25° Saturn (Capricorn)', TAU + 20.01, 10],
  [30, 'trimsamsa: even sign 25–30° Mars (Scorpio)', TAU + 25.01, 8],
  [40, 'khavedamsa: even sign from Libra', TAU + 0.74, 7],
  [40, 'khavedamsa: odd sign, 0°45′ moves to Taurus', ARI + 0.76, 2],
  [45, 'akshavedamsa: fixed sign from Leo, 0°40′ moves to Virgo', TAU + 0.67, 6],
  [45, 'akshavedamsa: dual sign from Sagittarius', GEM + 0.66, 9],
  [60, 'shashtiamsa: 0°30′ of Aries moves to Taurus', ARI + 0.51, 2],
  [60, 'shashtiamsa: 6° of Aries (13th part, remainder 0) is Aries again', ARI + 6.01, 1],
  [60, 'shashtiamsa: counted from the sign itself (Leo 29°59′: 60th part → 12th from Leo, Cancer)', LEO + 29.99, 4],
]

describe('vargas by BPHS ch. 6', () => {
  it.each(cases)('D%i %s', (n, _rule, lon, sign) => {
    expect(vargaSign(n, lon)).toBe(sign)
  })
})
