import { fake } from '../../doubles/taro'
import { installApi, loggedInNow } from '@/store/account'
import { setLoginCheck } from '@/platform/navigation'
import { resetDialogs } from '@/components/ui/dialog-store'
import { useSession } from '@/store/session'
import { setPurchaseWait } from '@/store/coin-buy-actions'
import { fakeServer, info } from '../account/fake-server'

/**
 * The start of every purchase test (coin packs, shop orders): logged in with 500 coins on a fresh fake server,
 * no dialogs, and payment polling that does not wait. Reset the wait with setPurchaseWait(null) after each test.
 */
export function loggedInPurchaseServer() {
  fake.reset()
  useSession.getState().loggedOut()
  const srv = fakeServer().s
  installApi()
  setLoginCheck(loggedInNow)
  resetDialogs()
  useSession.getState().loggedIn(info(500))
  setPurchaseWait(async () => undefined)
  return srv
}
