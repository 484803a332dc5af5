import { Text, View } from '@tarojs/components'
import { useLocalize, useT } from '@/components/hooks'
import { Pressable } from '@/components/ui/pressable'
import { ZHENGYU_SHENSHA, type ZhengyuSettings } from '@/divination/zhengyu'

type Scope = keyof ZhengyuSettings['shenshaOff']

/** The 神煞 on/off map (SPEC §3): each star shown or hidden on the birth chart and on 流年, separately. */
export function ShenshaSwitches({ off, onChange }: { off: ZhengyuSettings['shenshaOff']; onChange(next: ZhengyuSettings['shenshaOff']): void }) {
  const t = useT()
  const l = useLocalize()
  const toggle = (scope: Scope, id: string) => {
    const list = off[scope]
    onChange({ ...off, [scope]: list.includes(id) ? list.filter((x) => x !== id) : [...list, id] })
  }
  return (
    <View className="card" data-testid="zs-shensha">
      <View className="card__title">{t('zhengyuSettings.shensha')}</View>
      <Text className="muted zs-sha-hint">{t('zhengyuSettings.shenshaHint')}</Text>
      {ZHENGYU_SHENSHA.map((d) => (
        <View key={d.id} className="zs-sha">
          <Text className="zs-sha__name">{l(d.name)}</Text>
          {(['natal', 'transit'] as const).map((scope) => {
            const on = !off[scope].includes(d.id)
            return (
              <Pressable
                key={scope}
                inline
                role="switch"
                checked={on}
                label={`${l(d.name)} ${t(`zhengyuSettings.shensha_${scope}`)}`}
                className={`zs-sha__chip${on ? ' zs-sha__chip--on' : ''}`}
                data-testid={`zs-sha-${scope}-${d.id}`}
                onPress={() => toggle(scope, d.id)}
              >
                {t(`zhengyuSettings.shensha_${scope}`)}
              </Pressable>
            )
          })}
        </View>
      ))}
    </View>
  )
}
