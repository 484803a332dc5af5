/**
 * The mine page's coin row: the coin purchase page when logged in and payment is possible (SPEC §5: on iOS only
 * with ios_payable), else the 星币 explanation: how coins are earned (the server's grants) and what they buy.
 */
import { ui } from '@/components/ui/ui'
import { navigate } from '@/platform/navigation'
import { isIos } from '@/platform/request'
import { openLoginPage } from '@/store/account'
import { canBuyCoins, useSession } from '@/store/session'

type Translate = (key: string, options?: Record<string, unknown>) => string

/** Free coins as granted by server/src/repositories/coins.ts (SPEC §1, §9: 500 on registration, 50 daily). */
export const COIN_GRANTS = { register: 500, daily: 50, share: 10, sharePerDay: 3 } as const

export function coinInfoText(t: Translate): string {
  return t('account.coins.infoText', COIN_GRANTS)
}

/** Logged out, the dialog also offers the login that earns the first coins. */
export async function showCoinInfo(t: Translate, loggedIn: boolean): Promise<void> {
  const r = await ui.confirm({
    title: t('account.coins.infoTitle'),
    content: coinInfoText(t),
    buttons: [loggedIn ? t('account.coins.infoOk') : t('account.prompt.goLogin')],
    showCancel: !loggedIn,
    cancelText: t('common.cancel'),
  })
  if (r.ok && !loggedIn) await openLoginPage()
}

export async function openCoins(t: Translate, loggedIn: boolean): Promise<void> {
  if (loggedIn && canBuyCoins(useSession.getState().payability, isIos())) return navigate('coin-buy')
  return showCoinInfo(t, loggedIn)
}
