import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { useT } from '@/components/hooks'
import { prefersReducedMotion } from '@/platform/a11y'
import type { CoinSide, CoinYangSide } from '@/divination/liuyao'
import { yangCount } from './cast'
import { Pressable } from '@/components/ui/pressable'

const FLIP_MS = 650
const SHOW_MS = 350

export interface CoinTossProps {
  /** Six tosses, bottom line first. */
  tosses: readonly (readonly CoinSide[])[]
  yangSide: CoinYangSide
  onDone(): void
}

/** A short flip of three coins per toss, six tosses building the hexagram from the bottom; skippable. */
export function CoinToss({ tosses, yangSide, onDone }: CoinTossProps) {
  const t = useT()
  // step i: toss i is flipping (phase 'flip') or showing (phase 'show'); 6 = finished.
  const [step, setStep] = useState(0)
  const [phase, setPhase] = useState<'flip' | 'show'>('flip')
  useEffect(() => {
    // Reduced motion: no flipping coins, straight to the result.
    if (step >= tosses.length || prefersReducedMotion()) {
      onDone()
      return
    }
    const timer = setTimeout(
      () => {
        if (phase === 'flip') setPhase('show')
        else {
          setPhase('flip')
          setStep((s) => s + 1)
        }
      },
      phase === 'flip' ? FLIP_MS : SHOW_MS,
    )
    return () => clearTimeout(timer)
  }, [step, phase, tosses.length, onDone])

  const current = tosses[Math.min(step, tosses.length - 1)]
  const done = tosses.slice(0, phase === 'show' ? step + 1 : step)
  return (
    <View className="ly-toss card" data-testid="ly-toss">
      <Text className="ly-toss__title">
        {t('divLiuyao.tossing')} · {t('divLiuyao.tossOf', { i: Math.min(step + 1, 6) })}
      </Text>
      <View className="ly-toss__coins">
        {current.map((c, i) => (
          <View key={`${step}-${i}`} className={`ly-coin ${phase === 'flip' ? 'ly-coin--flip' : ''} ${c === yangSide ? 'ly-coin--yang' : ''}`}>
            <Text className="ly-coin__text">
              {phase === 'flip' ? '' : c === 'back' ? t('divLiuyao.coinBackShort') : t('divLiuyao.coinFaceShort')}
            </Text>
          </View>
        ))}
      </View>
      <View className="ly-toss__lines">
        {done
          .map((toss, i) => ({ toss, i }))
          .reverse()
          .map(({ toss, i }) => {
            const y = yangCount(toss, yangSide)
            const yang = y === 1 || y === 3
            const moving = y === 0 || y === 3
            return (
              <View key={i} className={`ly-toss__line${moving ? ' ly-toss__line--moving' : ''}`}>
                <View className={`ly-bar ${yang ? 'ly-bar--yang' : 'ly-bar--yin'}`}>
                  {yang ? <View className="ly-bar__seg" /> : [<View key="a" className="ly-bar__seg" />, <View key="b" className="ly-bar__seg" />]}
                </View>
                <Text className="ly-toss__mark">{moving ? (yang ? '○' : '×') : ''}</Text>
              </View>
            )
          })}
      </View>
      <Pressable className="btn btn--ghost ly-toss__skip" data-testid="ly-skip" onPress={onDone}>
        {t('divLiuyao.skip')}
      </Pressable>
    </View>
  )
}
