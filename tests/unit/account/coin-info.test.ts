import { describe, expect, it } from 'vitest'
import { COINS } from '../../../server/src/repositories/coins'
import { COIN_GRANTS, coinInfoText } from '@/pages/mine/coin-info'
import { tFor } from '@/i18n'

// Issue 17 #15: the 星币 explanation states the grants the server really pays.
describe('星币 explanation', () => {
  it('the amounts are those of the server ledger (register, daily, share, shares per day)', () => {
    expect(COIN_GRANTS).toEqual({ register: COINS.register, daily: COINS.daily, share: COINS.share, sharePerDay: COINS.sharePerDay })
  })
  it('SPEC §9: 500 on first registration and 50 per daily login', () => {
    const text = coinInfoText(tFor('zh-Hans'))
    expect(text).toContain('注册赠送 500 星币')
    expect(text).toContain('每日登录 50 星币')
    expect(text).toContain('每天最多 3 次')
  })
  it('it offers no purchase while coins cannot be bought', () => {
    expect(coinInfoText(tFor('zh-Hans'))).toContain('目前还不能购买星币')
  })
})
