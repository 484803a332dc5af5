import { Text, View } from '@tarojs/components'
import { useLocalize, useT } from '@/components/hooks'
import { SHENSHA_BASES, type ZhengyuShensha } from '@/divination/zhengyu'

/** 神煞 on the palaces, grouped by what they are looked up from: each star with its palaces, basis and rule. */
export function ShenshaCard({ title, list, testId }: { title: string; list: readonly ZhengyuShensha[]; testId: string }) {
  const t = useT()
  const l = useLocalize()
  return (
    <View className="card" data-testid={testId}>
      <View className="card__title">{title}</View>
      {list.length === 0 && <Text className="muted">{t('zhengyu.shenshaNone')}</Text>}
      {SHENSHA_BASES.map((basis) => {
        const group = list.filter((s) => s.basis === basis)
        if (group.length === 0) return null
        return (
          <View key={basis} className="zy-sha-group" data-testid={`${testId}-group-${basis}`}>
            <Text className="zy-sha-group__title">{t(`zhengyu.shenshaBasis.${basis}`)}</Text>
            {group.map((s) => (
              <View key={s.id} className="zy-sha" data-testid={`${testId}-${s.id}`}>
                <View className="zy-sha__head">
                  <Text className={`zy-sha__name zy-sha__name--${s.nature === '吉' ? 'good' : s.nature === '凶' ? 'bad' : 'mixed'}`}>
                    {l(s.name)}
                  </Text>
                  <Text className="zy-sha__at">{l(t('zhengyu.shenshaAt', { branches: s.branches.join(' '), by: s.by }))}</Text>
                </View>
                <Text className="zy-sha__rule">{l(`「${s.rule}」 ${s.source}`)}</Text>
              </View>
            ))}
          </View>
        )
      })}
    </View>
  )
}
