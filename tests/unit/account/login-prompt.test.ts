import { beforeEach, describe, expect, it } from 'vitest'
import { fake } from '../../doubles/taro'
import { installApi, loggedInNow } from '@/store/account'
import { setLoginCheck } from '@/platform/navigation'
import { openPageNeedingLogin, requireLogin, setPromptWait } from '@/store/login-prompt'
import { useSession } from '@/store/session'
import { fakeServer, info } from './fake-server'

let srv: ReturnType<typeof fakeServer>['s']
let waits: number[]

beforeEach(() => {
  fake.reset()
  fake.pages = [{ route: 'pages/mine/mine', options: {} }]
  useSession.getState().loggedOut()
  srv = fakeServer().s
  installApi()
  setLoginCheck(loggedInNow) // as src/app.ts wires it at launch
  waits = []
  setPromptWait(async (ms) => void waits.push(ms))
})

const navigations = () => fake.calls.filter((c) => c.api === 'navigateTo').map((c) => c.arg)

describe('login prompts in use (SPEC §6)', () => {
  it('confirm mode (我的 → 邀请录入): asks, and after login lands on the invite page itself', async () => {
    await openPageNeedingLogin('birth-invite', 'confirm')
    expect(srv.dialogs).toEqual([{ title: '提示', content: '该功能需要先进行登录，是否登录？' }])
    expect(navigations()).toEqual(['/packageA/login/index?toPage=%2FpackageA%2Fbirth-invite%2Findex'])
  })
  it('confirm mode, declined: stays on the page', async () => {
    srv.confirmAnswer = false
    await openPageNeedingLogin('birth-invite', 'confirm')
    expect(navigations()).toEqual([])
  })
  it('logged in: opens the page with no prompt', async () => {
    useSession.getState().loggedIn(info(500))
    await openPageNeedingLogin('birth-invite', 'confirm')
    expect(srv.dialogs).toEqual([])
    expect(navigations()).toEqual(['/packageA/birth-invite/index'])
  })
  it('toast mode (share code while logged out): toasts 该功能需要登录后使用, waits 500 ms, opens login back to this page', async () => {
    fake.pages = [{ route: 'packageA/birth-list/index', options: {} }]
    expect(await requireLogin('toast', '该功能需要登录后使用')).toBe(false)
    expect(srv.toasts).toEqual(['该功能需要登录后使用'])
    expect(waits).toEqual([500])
    expect(navigations()).toEqual(['/packageA/login/index?toPage=%2FpackageA%2Fbirth-list%2Findex'])
  })
  it('toast mode while logged in: nothing to say', async () => {
    useSession.getState().loggedIn(info(500))
    expect(await requireLogin('toast')).toBe(true)
    expect(srv.toasts).toEqual([])
    expect(waits).toEqual([])
  })
})
