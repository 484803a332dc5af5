import { beforeEach, describe, expect, it } from 'vitest'
import { fake } from '../../doubles/taro'
import { bindPhone, changePassword, loginWithEmailCode, requestLoginCode, unregisterAccount, updateProfile } from '@/store/account-actions'
import { useSession } from '@/store/session'
import { freshAccountServer, info, USER } from './fake-server'

let srv: ReturnType<typeof freshAccountServer>

beforeEach(() => {
  srv = freshAccountServer()
})

describe('account actions: the pages’ only way to the server', () => {
  it('a bad e-mail is refused before any call, with the SPEC §5 toast', async () => {
    await expect(requestLoginCode('not-an-email')).rejects.toThrow()
    expect(await loginWithEmailCode('a@b', '1234')).toBe(false)
    expect(srv.calls).toHaveLength(0)
    expect(srv.toasts).toEqual(['请输入正确的邮箱', '请输入正确的邮箱'])
  })
  it('login by code stores the session and says so', async () => {
    srv.routes.set('/User/LoginByEmailCode', (b) => {
      expect(b).toEqual({ email: 'a@example.com', code: '123456' })
      return { code: 0, data: info(500) }
    })
    expect(await loginWithEmailCode(' a@example.com ', ' 123456 ')).toBe(true)
    expect(useSession.getState().loginInfo?.token).toBe('tok')
    expect(srv.toasts[0]).toBe('登录成功')
  })
  it('a server refusal is false: the request layer toasts the server message once, the session stays logged out', async () => {
    srv.routes.set('/User/LoginByEmailCode', () => ({ code: 104, msg: '验证码错误' }))
    expect(await loginWithEmailCode('a@example.com', '000000')).toBe(false)
    expect(useSession.getState().loginInfo).toBeNull()
    expect(srv.toasts).toEqual(['验证码错误'])
  })
  it('a code request resolves with the resend wait and says the code was sent', async () => {
    srv.routes.set('/User/GetLoginEmailCode', () => ({ code: 0, data: { resend_in: 60 } }))
    expect(await requestLoginCode('a@example.com')).toBe(60)
    expect(srv.toasts).toEqual(['验证码已发送'])
  })
  it('binding a phone updates the user in the session', async () => {
    useSession.getState().loggedIn(info(500))
    srv.routes.set('/User/BandByCode', () => ({ code: 0, data: { user: { ...USER, phone: '13800138000' } } }))
    expect(await bindPhone('12345', '1')).toBe(false)
    expect(await bindPhone('13800138000', '')).toBe(false)
    expect(await bindPhone('13800138000', '4321')).toBe(true)
    expect(useSession.getState().loginInfo?.user.phone).toBe('13800138000')
    expect(srv.toasts).toEqual(['请输入正确的手机号', '请输入验证码', '绑定成功'])
  })
  it('password rules (SPEC §5) are checked before the call', async () => {
    useSession.getState().loggedIn(info(500))
    expect(await changePassword({ password: '12345', again: '12345', hasPassword: false })).toBe(false)
    expect(await changePassword({ password: '123456', again: '123457', hasPassword: false })).toBe(false)
    expect(srv.calls).toHaveLength(0)
  })
  it('a password change keeps the new token the server answers (earlier tokens end) and uses it for the next call', async () => {
    useSession.getState().loggedIn(info(500, 'before-change'))
    srv.routes.set('/User/SetPassword', (b) => {
      expect(b).toEqual({ password: 'new-secret', old_password: 'old-secret' })
      return { code: 0, data: { ...info(500, 'after-change'), user: { ...USER, has_password: true } } }
    })
    srv.routes.set('/User/UpdateInfo', () => ({ code: 0, data: { user: { ...USER, nickname: 'B' } } }))
    expect(await changePassword({ old: 'old-secret', password: 'new-secret', again: 'new-secret', hasPassword: true })).toBe(true)
    expect(useSession.getState().loginInfo?.token).toBe('after-change')
    expect(useSession.getState().loginInfo?.user.has_password).toBe(true)
    expect((fake.storage.get('loginInfo') as { token: string }).token).toBe('after-change')
    expect(srv.toasts).toEqual(['密码已设置'])
    expect(await updateProfile({ nickname: 'B' })).toBe(true)
    expect(srv.calls.at(-1)?.header.Authorization).toBe('Bearer after-change')
  })
  it('a profile change answered with code 401 (SPEC §8) logs out and returns false', async () => {
    useSession.getState().loggedIn(info(500))
    srv.routes.set('/User/UpdateInfo', () => ({ code: 401, msg: '登录失效' }))
    expect(await updateProfile({ nickname: 'B' })).toBe(false)
    expect(useSession.getState().loginInfo).toBeNull()
  })
  it('unregistering logs out here once the server has deleted the account', async () => {
    useSession.getState().loggedIn(info(500))
    srv.routes.set('/User/UnRegister', () => ({ code: 0, data: null }))
    expect(await unregisterAccount()).toBe(true)
    expect(useSession.getState().loginInfo).toBeNull()
  })
})
