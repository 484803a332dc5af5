import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { configureApi, request, resetApi } from '@/api/request'
import { inAppFeedback } from '@/components/ui/in-app-feedback'
import { resetDialogs, useDialogStore } from '@/components/ui/dialog-store'
import { hostFeedback, type Feedback } from '@/platform/feedback'
import type { TransportResponse } from '@/platform/request'
import { fake } from '../../doubles/taro'

// SPEC §4/§9: a toast and the loading indicator are independent; a toast stays 1500 ms; hiding a loading that is
// not shown only warns. Every API error path shows its message even when the request showed a loading indicator.

const facts = { appId: 'xingpan', appType: 'h5', platform: 'web', deviceBrand: 'test', channel: 'web' }
const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve()
}

function useApi(fb: Feedback, answer: () => Promise<TransportResponse>) {
  configureApi({
    baseUrl: 'https://api.test/api',
    transport: answer,
    getToken: () => 'tok',
    onLogout: () => undefined,
    onLoginRequired: () => undefined,
    facts: () => facts,
    now: () => 1_700_000_000_000,
    networkType: async () => 'wifi',
    feedback: () => fb,
  })
}

// Each error path of the request layer and the message its toast must carry (SPEC §8).
const ERROR_PATHS: { name: string; answer: () => Promise<TransportResponse>; message: string }[] = [
  {
    name: 'business code',
    answer: async () => ({ statusCode: 200, data: { code: 1003, msg: '验证码错误或已过期', data: null } }),
    message: '验证码错误或已过期',
  },
  { name: 'HTTP status', answer: async () => ({ statusCode: 502, data: { code: 502, msg: '服务暂不可用' } }), message: '服务暂不可用' },
  { name: 'no body', answer: async () => ({ statusCode: 200, data: '' }), message: '未知错误' },
  { name: 'network failure', answer: () => Promise.reject(new Error('timeout')), message: '未知错误' },
  {
    name: 'logout code 401',
    answer: async () => ({ statusCode: 200, data: { code: 401, msg: '登录失效，请重新登录' } }),
    message: '登录失效，请重新登录',
  },
]

beforeEach(() => {
  vi.useFakeTimers()
  resetDialogs()
  resetApi()
  fake.reset()
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  resetApi()
})

describe('in-app feedback (installed at launch)', () => {
  for (const path of ERROR_PATHS) {
    it(`${path.name}: the toast outlives the request's loading indicator and stays 1500 ms`, async () => {
      useApi(inAppFeedback, path.answer)
      const p = request('/x', {}, { loading: true })
      expect(useDialogStore.getState().loading).not.toBeNull()
      await expect(p).rejects.toThrow()
      await flush()
      expect(useDialogStore.getState().loading).toBeNull()
      expect(useDialogStore.getState().toast?.message).toBe(path.message)
      vi.advanceTimersByTime(1499)
      expect(useDialogStore.getState().toast?.message).toBe(path.message)
      vi.advanceTimersByTime(1)
      expect(useDialogStore.getState().toast).toBeNull()
    })
  }
  it('hiding the loading leaves a toast shown after it', () => {
    inAppFeedback.showLoading('加载中...')
    inAppFeedback.toast('已保存')
    inAppFeedback.hideLoading()
    expect(useDialogStore.getState().toast?.message).toBe('已保存')
  })
  it('hiding a loading that is not shown only warns', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    inAppFeedback.toast('已保存')
    inAppFeedback.hideLoading()
    expect(warn).toHaveBeenCalledOnce()
    expect(useDialogStore.getState().toast?.message).toBe('已保存')
  })
})

// The host (WeChat, Taro H5) draws toast and loading in one slot, and its hideLoading clears the slot.
describe('host feedback over the platform double', () => {
  for (const path of ERROR_PATHS) {
    it(`${path.name}: the host slot still shows the toast after the loading is hidden`, async () => {
      useApi(hostFeedback, path.answer)
      const p = request('/x', {}, { loading: true })
      expect(fake.overlay?.kind).toBe('loading')
      await expect(p).rejects.toThrow()
      await flush()
      expect(fake.overlay).toEqual({ kind: 'toast', title: path.message })
      const shown = fake.calls.find((c) => c.api === 'showToast')?.arg as { duration: number }
      expect(shown.duration).toBe(1500)
    })
  }
  it('a successful request hides its loading', async () => {
    useApi(hostFeedback, async () => ({ statusCode: 200, data: { code: 0, data: null } }))
    await request('/x', {}, { loading: true })
    await flush()
    expect(fake.overlay).toBeNull()
  })
  it('hiding a loading that is not shown only warns and keeps the toast', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    hostFeedback.toast('已保存')
    hostFeedback.hideLoading()
    await flush()
    expect(warn).toHaveBeenCalledOnce()
    expect(fake.overlay).toEqual({ kind: 'toast', title: '已保存' })
  })
})
