import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useLocalize, useT } from '@/components/hooks'
import { Pressable } from '@/components/ui/pressable'
import { SHENSHA_BASES, ZHENGYU_SHENSHA, type ZhengyuSettings, type ZhengyuShenshaBasis } from '@/divination/zhengyu'

type Scope = keyof ZhengyuSettings['shenshaOff']
const SCOPES: readonly Scope[] = ['natal', 'transit']

/**
 * The 神煞 on/off map (SPEC §3): each star shown or hidden on the birth chart and on 流年, separately. Stars come in
 * groups by what they are looked up from (年支, 年干 …); a group opens on a tap and switches all on or off at once.
 */
export function ShenshaSwitches({ off, onChange }: { off: ZhengyuSettings['shenshaOff']; onChange(next: ZhengyuSettings['shenshaOff']): void }) {
  const t = useT()
  const [open, setOpen] = useState<ZhengyuShenshaBasis | null>(null)
  const setIds = (scope: Scope, ids: readonly string[], on: boolean) => {
    const rest = off[scope].filter((x) => !ids.includes(x))
    onChange({ ...off, [scope]: on ? rest : [...rest, ...ids] })
  }
  return (
    <View className="card" data-testid="zs-shensha">
      <View className="card__title">{t('zhengyuSettings.shensha')}</View>
      <Text className="muted zs-sha-hint">{t('zhengyuSettings.shenshaHint')}</Text>
      {SHENSHA_BASES.map((basis) => {
        const ids = ZHENGYU_SHENSHA.filter((d) => d.basis === basis).map((d) => d.id)
        const isOpen = open === basis
        return (
          <View key={basis} className="zs-sha-group" data-testid={`zs-sha-group-${basis}`}>
            <View className="zs-sha-group__head">
              <Pressable
                inline
                label={`${t(`zhengyu.shenshaBasis.${basis}`)} ${t(isOpen ? 'zhengyuSettings.shenshaCollapse' : 'zhengyuSettings.shenshaExpand')}`}
                className="zs-sha-group__title"
                data-testid={`zs-sha-open-${basis}`}
                onPress={() => setOpen(isOpen ? null : basis)}
              >
                {`${isOpen ? '▾' : '▸'} ${t(`zhengyu.shenshaBasis.${basis}`)}`}
              </Pressable>
              {SCOPES.map((scope) => {
                const onCount = ids.filter((id) => !off[scope].includes(id)).length
                const allOn = onCount === ids.length
                const action = t(allOn ? 'zhengyuSettings.shenshaAllOff' : 'zhengyuSettings.shenshaAllOn')
                return (
                  <Pressable
                    key={scope}
                    inline
                    className="zs-sha__bulk"
                    data-testid={`zs-sha-all-${scope}-${basis}`}
                    label={`${t(`zhengyu.shenshaBasis.${basis}`)} ${t(`zhengyuSettings.shensha_${scope}`)} ${action}`}
                    onPress={() => setIds(scope, ids, !allOn)}
                  >
                    {`${t('zhengyuSettings.shenshaGroupCount', { scope: t(`zhengyuSettings.shensha_${scope}`), on: onCount, n: ids.length })} · ${action}`}
                  </Pressable>
                )
              })}
            </View>
            {isOpen && <GroupRows ids={ids} off={off} setIds={setIds} />}
          </View>
        )
      })}
    </View>
  )
}

function GroupRows({
  ids,
  off,
  setIds,
}: {
  ids: readonly string[]
  off: ZhengyuSettings['shenshaOff']
  setIds(scope: Scope, ids: readonly string[], on: boolean): void
}) {
  const t = useT()
  const l = useLocalize()
  return (
    <View className="zs-sha-group__rows">
      {ZHENGYU_SHENSHA.filter((d) => ids.includes(d.id)).map((d) => (
        <View key={d.id} className="zs-sha">
          <Text className="zs-sha__name">{l(d.name)}</Text>
          {SCOPES.map((scope) => {
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
                onPress={() => setIds(scope, [d.id], !on)}
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
