/**
 * SPEC §6 logged-out prompts (three modes) and the SPEC §5/§8 coin dialogs (星币不足, 登录提示).
 */
import { navigate, urlOf } from '@/platform/navigation'
import { feedback } from '@/platform/feedback'
import { isIos } from '@/platform/request'
import { routeById } from '@/routes'
import { loggedInNow, openLoginPage, t } from './account'
import { canBuyCoins, coinsOf, useSession } from './session'

/** direct: straight to login; toast: a toast, then login after 500 ms; confirm: ask first. */
export type LoginPromptMode = 'direct' | 'toast' | 'confirm'
export const LOGIN_TOAST_DELAY_MS = 500

let wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))
/** Tests replace the timer. */
export function setPromptWait(next: ((ms: number) => Promise<void>) | null): void {
  wait = next ?? ((ms) => new Promise<void>((r) => setTimeout(r, ms)))
}

/**
 * Prompts a logged-out user; answers whether the login page was opened. After login the user lands on toPage
 * (default: the page they are on).
 */
export async function promptLogin(mode: LoginPromptMode = 'confirm', message?: string, toPage?: string): Promise<boolean> {
  if (mode === 'direct') {
    await openLoginPage(toPage)
    return true
  }
  if (mode === 'toast') {
    feedback().toast(message ?? t('account.prompt.needLoginFirst'))
    await wait(LOGIN_TOAST_DELAY_MS)
    await openLoginPage(toPage)
    return true
  }
  const ok = await feedback().confirm({
    title: t('account.prompt.title'),
    content: message ?? t('account.prompt.askLogin'),
    confirmText: t('account.prompt.goLogin'),
    cancelText: t('common.cancel'),
  })
  if (ok) await openLoginPage(toPage)
  return ok
}

/**
 * Opens a page that needs login: straight there when logged in; otherwise the prompt of the given mode, and
 * after login the page itself. (Plain navigate() is the 'direct' mode: it opens login in the page's place.)
 */
export async function openPageNeedingLogin(routeId: string, mode: LoginPromptMode, message?: string): Promise<void> {
  if (loggedInNow()) return navigate(routeId)
  const route = routeById(routeId)
  await promptLogin(mode, message, route ? urlOf(route) : undefined)
}

/** True when logged in; otherwise prompts (default: confirm dialog) and answers false. */
export async function requireLogin(mode: LoginPromptMode = 'confirm', message?: string): Promise<boolean> {
  if (loggedInNow()) return true
  await promptLogin(mode, message)
  return false
}

/** 星币不足: the server message replaces the default text when present (SPEC §8). */
export async function showCoinsShortDialog(serverMsg?: string): Promise<void> {
  await feedback().confirm({
    title: t('account.coins.shortTitle'),
    content: serverMsg || t('account.coins.shortText'),
    showCancel: false,
    confirmText: t('common.confirm'),
  })
}

/** 登录提示: where coins come from and what they are for; offers to log in. */
export async function showLoginTipDialog(): Promise<boolean> {
  const ok = await feedback().confirm({
    title: t('account.coins.loginTipTitle'),
    content: t('account.coins.loginTipText'),
    confirmText: t('account.prompt.goLogin'),
    cancelText: t('common.cancel'),
  })
  if (ok) await openLoginPage()
  return ok
}

export type SpendCheck = 'ok' | 'login' | 'buy' | 'short'

/**
 * SPEC §5 coin spending: logged out → login prompt; fewer coins than the price with no product selected →
 * coin purchase when payment is available (iOS needs ios_payable), otherwise the 星币不足 dialog.
 */
export async function ensureCoins(price: number, options: { productSelected?: boolean; serverMsg?: string } = {}): Promise<SpendCheck> {
  if (!loggedInNow()) {
    await promptLogin('confirm')
    return 'login'
  }
  const s = useSession.getState()
  const coins = coinsOf(s.loginInfo) ?? 0
  if (coins >= price || options.productSelected) return 'ok'
  if (canBuyCoins(s.payability, isIos()) && routeById('coin-buy')) {
    await navigate('coin-buy')
    return 'buy'
  }
  await showCoinsShortDialog(options.serverMsg)
  return 'short'
}
