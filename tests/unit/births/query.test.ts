import { describe, expect, it } from 'vitest'
import { birthFromQuery, birthFromStored } from '@/births/query'

describe('birth from query params (bazi and ziwei pages)', () => {
  it('reads every field, URI-decoded', () => {
    expect(
      birthFromQuery({ date: '2005-12-23', time: '08:37', birthZone: '-9', summer: '1', sex: '0', lng: '121.5', name: '%E5%BC%A0%E4%B8%89' }),
    ).toEqual({
      date: '2005-12-23',
      time: '08:37',
      birthZone: -9,
      summer: 1,
      sex: 0,
      lng: 121.5,
      name: '张三',
      isDelta: 0,
    })
  })
  it('isDelta (or the server spelling delta) = 1 asks for solar time; a stored profile carries its flag', () => {
    expect(birthFromQuery({ date: '2005-12-23', isDelta: '1' })?.isDelta).toBe(1)
    expect(birthFromQuery({ date: '2005-12-23', delta: '1' })?.isDelta).toBe(1)
    expect(birthFromStored({ date: '2005-12-23', time: '08:37', birthZone: -8, summer: 0, sex: 1, name: 'a', isDelta: 1 })?.isDelta).toBe(1)
    expect(birthFromStored({ date: '2005-12-23', time: '08:37', birthZone: -8, summer: 0, sex: 1, name: 'a' })?.isDelta).toBe(0)
  })
  it('no date or an impossible one (Feb 30, the 1582 gap): null', () => {
    expect(birthFromQuery({})).toBeNull()
    expect(birthFromQuery({ date: '2000-02-30' })).toBeNull()
    expect(birthFromQuery({ date: '1582-10-10' })).toBeNull()
  })
  it('defaults: time 12:00, zone −8 (UTC+8), no DST, male, no longitude, empty name', () => {
    expect(birthFromQuery({ date: '1990/01/02' })).toEqual({
      date: '1990-01-02',
      time: '12:00',
      birthZone: -8,
      summer: 0,
      sex: 1,
      lng: null,
      name: '',
      isDelta: 0,
    })
  })
  it('birth_zone is accepted for birthZone; a blank zone falls back to −8', () => {
    expect(birthFromQuery({ date: '1990-01-02', birth_zone: '-9' })?.birthZone).toBe(-9)
    expect(birthFromQuery({ date: '1990-01-02', birthZone: ' ' })?.birthZone).toBe(-8)
    expect(birthFromQuery({ date: '1990-01-02', birthZone: '0' })?.birthZone).toBe(0)
  })
  it('unreadable time becomes 12:00; a longitude outside ±180 becomes null', () => {
    const b = birthFromQuery({ date: '1990-01-02', time: '25:99', lng: '500' })!
    expect(b.time).toBe('12:00')
    expect(b.lng).toBeNull()
  })
  it('a malformed %-escape is kept as written', () => {
    expect(birthFromQuery({ date: '1990-01-02', name: '100%' })?.name).toBe('100%')
  })
})

describe('birth from a stored profile', () => {
  it('drops seconds and keeps the longitude when given', () => {
    expect(birthFromStored({ date: '2005-12-23', time: '08:37:10', birthZone: -8, summer: 0, sex: 0, lng: 116.41, name: '甲' })).toEqual({
      date: '2005-12-23',
      time: '08:37',
      birthZone: -8,
      summer: 0,
      sex: 0,
      lng: 116.41,
      name: '甲',
      isDelta: 0,
    })
  })
  it('no longitude: null; no profile: null', () => {
    expect(birthFromStored({ date: '2005-12-23', time: '08:37', birthZone: -8, summer: 1, sex: 1, name: '' })?.lng).toBeNull()
    expect(birthFromStored(null)).toBeNull()
  })
})
