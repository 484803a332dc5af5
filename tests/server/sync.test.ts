import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { birth, harness, DB_LABEL, type AnyJson, type Harness } from './helpers'

describe(`birth, point, style and settings sync (${DB_LABEL})`, () => {
  let h: Harness
  let token: string
  beforeAll(async () => {
    h = await harness()
    token = (await h.login('sync@example.com')).token
  })
  afterAll(async () => h?.close())

  it('Birth/Sync stores and answers the merged list and group_list in the server shape', async () => {
    const r = await h.call(
      '/Birth/Sync',
      {
        list: [birth(1000, 10), birth(2000, 20, { remark: '备注', modified: 1 })],
        group_list: [{ id: 7, name: '家人', ids: [1000], update_time: 10 }],
      },
      token,
    )
    expect(r.code).toBe(0)
    expect(r.data.list.map((b: AnyJson) => b.id)).toEqual([2000, 1000])
    expect(r.data.list[0]).toMatchObject({ name: '生日2000', remark: '备注', is_local: 0, is_del: 0, update_time: 20 })
    expect(r.data.list[0]).not.toHaveProperty('modified')
    expect(r.data.group_list).toEqual([{ id: 7, name: '家人', ids: [1000], update_time: 10, is_local: 0, is_del: 0 }])
  })

  it('a newer update_time wins; an older one is ignored; a tie keeps the server copy', async () => {
    await h.call('/Birth/Sync', { list: [birth(1000, 30, { name: '新名字' })] }, token)
    await h.call('/Birth/Sync', { list: [birth(1000, 25, { name: '旧名字' })] }, token)
    const tie = await h.call('/Birth/Sync', { list: [birth(1000, 30, { name: '同时' })] }, token)
    expect(tie.data.list.find((b: AnyJson) => b.id === 1000).name).toBe('新名字')
  })

  it('deletes are tombstones that stay in the answer; a later edit revives', async () => {
    const del = await h.call('/Birth/Sync', { list: [birth(2000, 40, { is_del: 1 })] }, token)
    expect(del.data.list.find((b: AnyJson) => b.id === 2000)).toMatchObject({ is_del: 1, update_time: 40 })
    const empty = await h.call('/Birth/Sync', {}, token)
    expect(empty.data.list).toHaveLength(2)
    const grp = await h.call('/Birth/Sync', { group_list: [{ id: 7, ids: [1000, 2000], update_time: 50, is_del: 1 }] }, token)
    expect(grp.data.group_list[0]).toMatchObject({ is_del: 1, ids: [] })
  })

  it('update_time may be "yyyy-MM-dd HH:mm:ss" (China time) and is answered as epoch ms', async () => {
    const r = await h.call('/Birth/Sync', { list: [birth(3000, '2025-01-15 12:00:00' as AnyJson)] }, token)
    expect(r.data.list.find((b: AnyJson) => b.id === 3000).update_time).toBe(Date.UTC(2025, 0, 15, 4, 0, 0))
  })

  it('Birth/Upload answers only the settled copies of what was pushed', async () => {
    const r = await h.call('/Birth/Upload', { list: [birth(1000, 1, { name: '太旧' }), birth(4000, 60)], group_list: [] }, token)
    expect(r.data.list.map((b: AnyJson) => [b.id, b.name])).toEqual([
      [4000, '生日4000'],
      [1000, '新名字'],
    ])
    expect(r.data.group_list).toEqual([])
  })

  it('ArabicPoint/Sync and ChartStyles/Sync follow the same rule and keep free-form fields', async () => {
    const point = {
      id: 11,
      name: '自定义',
      start: { type: 1, degree: 0 },
      add: { type: 4, degree: 12.5 },
      minus: { type: 2 },
      top: 0,
      update_time: 5,
    }
    const p = await h.call('/ArabicPoint/Sync', { list: [point] }, token)
    expect(p.data.list).toEqual([{ ...point, is_local: 0, is_del: 0 }])
    const style = {
      id: 21,
      name: '我的风格',
      str: 'x',
      show_degree: 1,
      out_circle: '#112233',
      professional: { planet_color: ['#fff'], planet_r_color: '#f00' },
      update_time: 9,
    }
    const s = await h.call('/ChartStyles/Sync', { list: [style] }, token)
    expect(s.data.list).toEqual([{ ...style, is_local: 0, is_del: 0 }])
    const del = await h.call('/ChartStyles/Sync', { list: [{ ...style, is_del: 1, update_time: 10 }] }, token)
    expect(del.data.list[0].is_del).toBe(1)
  })

  it('UserSettings: upload any of the thirteen groups with version 1; download answers them', async () => {
    const none = await h.call('/UserSettings/Download', {}, token)
    expect(none.data).toEqual({ version: 1, update_time: 0 })
    expect((await h.call('/UserSettings/Upload', { version: 2, light: {} }, token)).code).toBe(1001)
    expect((await h.call('/UserSettings/Upload', { version: 1, light: 'x' }, token)).code).toBe(1001)
    expect((await h.call('/UserSettings/Upload', { version: 1, nonsense: {} }, token)).data.ignored).toEqual(['nonsense'])
    await h.call('/UserSettings/Upload', { version: 1, firdaria: { fadaType: 1 }, interfaceSetting: { hideSlogan: true } }, token)
    await h.call('/UserSettings/Upload', { version: 1, firdaria: { fadaType: 2 }, light: { Sun: 15 } }, token)
    const d = await h.call('/UserSettings/Download', {}, token)
    expect(d.data).toMatchObject({ version: 1, firdaria: { fadaType: 2 }, interfaceSetting: { hideSlogan: true }, light: { Sun: 15 } })
    expect(d.data).not.toHaveProperty('nonsense')
  })

  it('share codes: GetCodeString then GetByCode (also with the ¥ delimiters); codes expire after 7 days', async () => {
    const c = await h.call('/Birth/GetCodeString', { id: 1000 }, token)
    expect(c.data.code_string).toBe(`¥${c.data.code}¥`)
    const got = await h.call('/Birth/GetByCode', { code: c.data.code_string })
    expect(got.data.birth_info).toMatchObject({ id: 1000, name: '新名字', date: '2000-03-01', time: '16:30' })
    expect(got.data.birth_info).not.toHaveProperty('is_del')
    expect((await h.call('/Birth/GetByCode', { data: { code: c.data.code } })).data).toEqual(got.data)
    expect((await h.call('/Birth/GetCodeString', { id: 2000 }, token)).code).toBe(1002) // deleted
    h.clock.advance(7 * 24 * 3600_000 + 1)
    expect((await h.call('/Birth/GetByCode', { code: c.data.code })).code).toBe(1009)
  })

  it('invites: a token lets another person add one birth to the inviter list, once, for 3 days', async () => {
    const t = await h.call('/Birth/GetSendBirthToken', {}, token)
    const check = await h.call('/Birth/CheckSendBirthToken', { token: t.data.token })
    expect(check.data).toMatchObject({ valid: true, nickname: 'sync' })
    expect((await h.call('/Birth/SendBirthToInviteCode', { token: t.data.token, birth: { name: '朋友', sex: 0 } })).code).toBe(1001)
    const sent = await h.call('/Birth/SendBirthToInviteCode', {
      token: t.data.token,
      birth: { name: '朋友', sex: 0, date: '1995-05-05', time: '08:00', birth_zone: -8, lat: 31.23, lng: 121.47 },
    })
    expect(sent.code).toBe(0)
    const list = (await h.call('/Birth/Sync', {}, token)).data.list
    expect(list.find((b: AnyJson) => b.id === sent.data.id)).toMatchObject({ name: '朋友', date: '1995-05-05', set_type: 2, is_del: 0 })
    expect(
      (await h.call('/Birth/SendBirthToInviteCode', { token: t.data.token, birth: { name: '再来', date: '1990-01-01', time: '00:00' } })).code,
    ).toBe(1010)
    expect((await h.call('/Birth/CheckSendBirthToken', { token: t.data.token })).code).toBe(1010)
    const t2 = await h.call('/Birth/GetSendBirthToken', {}, token)
    h.clock.advance(3 * 24 * 3600_000 + 1)
    expect((await h.call('/Birth/CheckSendBirthToken', { token: t2.data.token })).code).toBe(1010)
  })

  it('data and tokens survive a server restart', async () => {
    const before = (await h.call('/Birth/Sync', {}, token)).data
    await h.restart()
    const after = await h.call('/Birth/Sync', {}, token)
    expect(after.code).toBe(0)
    expect(after.data).toEqual(before)
    expect((await h.call('/UserSettings/Download', {}, token)).data.light).toEqual({ Sun: 15 })
    expect((await h.call('/User/Info', {}, token, 'GET')).data.user.coin_num).toBe(500)
  })
})
