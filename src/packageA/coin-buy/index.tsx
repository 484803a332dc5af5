import '@/packageA/locales.generated'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useEffect, useReducer, useState } from 'react'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { useT } from '@/components/hooks'
import { feedback } from '@/platform/feedback'
import { goBack } from '@/platform/navigation'
import { isIos } from '@/platform/request'
import { fetchPayability, refreshUserInfo } from '@/store/account'
import { canBuyCoins, coinsOf, useSession } from '@/store/session'
import { channelFor, coinBuyReducer, INITIAL_COIN_BUY, yuanOf, type CoinPack } from '@/store/coin-buy-model'
import { loadCoinPacks, purchaseCoinPack } from '@/store/coin-buy-actions'
import { COIN_GRANTS } from '@/pages/mine/coin-info'
import './index.css'

/** SPEC §8: 支付失败了 shows for 4 s. */
const PAY_FAILED_TOAST_MS = 4000

export default function CoinBuyPage() {
  const t = useT()
  const coins = useSession((s) => coinsOf(s.loginInfo))
  const payability = useSession((s) => s.payability)
  const [packs, setPacks] = useState<CoinPack[] | null>(null)
  const [state, dispatch] = useReducer(coinBuyReducer, INITIAL_COIN_BUY)
  const channel = canBuyCoins(payability, isIos()) ? channelFor(payability.channels) : null

  useDidShow(() => {
    void fetchPayability()
    void refreshUserInfo()
  })
  useEffect(() => {
    void loadCoinPacks().then((list) => {
      setPacks(list)
      if (list.length) dispatch({ type: 'select', skuId: list[0].skuId })
    })
  }, [])

  const chosen = packs?.find((p) => p.skuId === state.selected) ?? null
  const pay = async () => {
    if (!chosen || !channel) return
    dispatch({ type: 'pay' })
    const r = await purchaseCoinPack(chosen, channel)
    if (r.kind === 'paid') dispatch({ type: 'paid', coins: r.coins })
    else if (r.kind === 'cancelled' || r.kind === 'redirected') dispatch({ type: 'cancel' })
    else {
      dispatch({ type: 'fail', error: r.error })
      feedback().toast(t('coinBuy.failed'), { durationMs: PAY_FAILED_TOAST_MS })
    }
  }

  const balance = (
    <View className="card coin-buy__balance">
      <Text className="muted">{t('coinBuy.balance')}</Text>
      <Text className="coin-buy__balance-num" data-testid="coin-buy-balance">
        {coins ?? 0}
      </Text>
    </View>
  )

  if (state.phase === 'success') {
    return (
      <PageShell routeId="coin-buy">
        {balance}
        <View className="card coin-buy__result" data-testid="coin-buy-success">
          <Text className="coin-buy__result-icon coin-buy__result-icon--ok">✓</Text>
          <Text className="card__title">{t('coinBuy.successTitle')}</Text>
          <Text className="muted">{t('coinBuy.successText', { n: state.boughtCoins, total: coins ?? 0 })}</Text>
        </View>
        <View className="coin-buy__actions">
          <Pressable className="btn" data-testid="coin-buy-done" onPress={() => void goBack()}>
            {t('coinBuy.done')}
          </Pressable>
          <Pressable className="btn btn--ghost" data-testid="coin-buy-again" onPress={() => dispatch({ type: 'again' })}>
            {t('coinBuy.again')}
          </Pressable>
        </View>
      </PageShell>
    )
  }

  if (state.phase === 'failed') {
    return (
      <PageShell routeId="coin-buy">
        {balance}
        <View className="card coin-buy__result" data-testid="coin-buy-failed">
          <Text className="coin-buy__result-icon coin-buy__result-icon--bad">!</Text>
          <Text className="card__title">{t('coinBuy.failed')}</Text>
          <Text className="muted">{state.error || t('coinBuy.failedText')}</Text>
        </View>
        <View className="coin-buy__actions">
          <Pressable className="btn" data-testid="coin-buy-retry" onPress={() => void pay()}>
            {t('coinBuy.retry')}
          </Pressable>
          <Pressable className="btn btn--ghost" data-testid="coin-buy-back" onPress={() => dispatch({ type: 'retry' })}>
            {t('coinBuy.choose')}
          </Pressable>
        </View>
      </PageShell>
    )
  }

  const paying = state.phase === 'paying'
  return (
    <PageShell routeId="coin-buy">
      {balance}
      {!channel && (
        <View className="card" data-testid="coin-buy-unavailable">
          <Text className="muted">{payability.msg || t('coinBuy.unavailable')}</Text>
        </View>
      )}
      {channel && (
        <>
          {payability.is_local && payability.msg ? <Text className="muted coin-buy__note">{payability.msg}</Text> : null}
          <View className="coin-buy__packs" data-testid="coin-buy-packs">
            {packs === null && <Text className="muted">{t('coinBuy.loading')}</Text>}
            {packs?.length === 0 && <Text className="muted">{t('coinBuy.noPacks')}</Text>}
            {packs?.map((p) => {
              const on = p.skuId === state.selected
              return (
                <Pressable
                  key={p.skuId}
                  role="radio"
                  checked={on}
                  disabled={paying}
                  className={`coin-buy__pack ${on ? 'coin-buy__pack--on' : ''}`}
                  data-testid={`coin-pack-${p.coins}`}
                  label={t('coinBuy.packLabel', { n: p.coins, yuan: yuanOf(p.priceFen) })}
                  onPress={() => dispatch({ type: 'select', skuId: p.skuId })}
                >
                  <Text className="coin-buy__pack-coins">{t('coinBuy.coins', { n: p.coins })}</Text>
                  <Text className="coin-buy__pack-price">{t('coinBuy.price', { yuan: yuanOf(p.priceFen) })}</Text>
                </Pressable>
              )
            })}
          </View>
          <View className="coin-buy__actions">
            <Pressable className="btn" data-testid="coin-buy-pay" disabled={!chosen || paying} onPress={() => void pay()}>
              {paying ? t('coinBuy.paying') : chosen ? t('coinBuy.pay', { yuan: yuanOf(chosen.priceFen) }) : t('coinBuy.chooseFirst')}
            </Pressable>
          </View>
        </>
      )}
      <View className="card">
        <View className="card__title">{t('coinBuy.earnTitle')}</View>
        <View className="muted coin-buy__info">{t('coinBuy.earnText', COIN_GRANTS)}</View>
      </View>
    </PageShell>
  )
}
