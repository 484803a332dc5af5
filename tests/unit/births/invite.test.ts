import { describe, expect, it } from 'vitest'
import { blankBirth, defaultPlaceFor } from '@/births/model'
import { invitedBirthPayload, invitePagePath, isInviteToken } from '@/packageA/births-common/invite'

describe('birth invites', () => {
  it('accepts the server token format only (16–64 alphanumerics)', () => {
    expect(isInviteToken('AbCdEfGhIjKlMnOpQrStUvWx')).toBe(true)
    expect(isInviteToken('short1234')).toBe(false)
    expect(isInviteToken('AbCdEfGhIjKlMnOp-rStUvWx')).toBe(false)
    expect(isInviteToken(undefined)).toBe(false)
  })

  it('opens the birth editor in invite mode', () => {
    expect(invitePagePath('AbCdEfGhIjKlMnOpQrStUvWx')).toBe('packageA/birth-editor/index?invite=AbCdEfGhIjKlMnOpQrStUvWx')
  })

  it('sends the birth without the fields the server assigns (id, time, sync flags, set type)', () => {
    const b = { ...blankBirth(defaultPlaceFor('Asia/Shanghai')), name: '小李', date: '1990-05-04', time: '16:30' }
    const p = invitedBirthPayload(b) as Record<string, unknown>
    for (const k of ['id', 'update_time', 'is_local', 'is_del', 'is_top', 'set_type']) expect(p).not.toHaveProperty(k)
    expect(p).toMatchObject({ name: '小李', time: '16:30', birth_zone: -8 })
    expect(String(p.date).replace(/\//g, '-')).toBe('1990-05-04')
  })
})
