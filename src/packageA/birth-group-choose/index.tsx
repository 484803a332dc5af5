import '@/packageA/locales.generated'
import { Input, Text, View } from '@tarojs/components'
import { useRouteParams } from '@/platform/route-params'
import { useState } from 'react'
import { PageShell } from '@/components/ui/page-shell'
import { useLocalize, useT } from '@/components/hooks'
import { goBack } from '@/platform/navigation'
import { useBirths } from '@/store/births'
import { useGroups } from '@/store/groups'
import { visibleGroups } from '@/births/search'
import { ui } from '@/components/ui/ui'
import '../births-common/births.css'
import { Pressable } from '@/components/ui/pressable'

/** The groups one profile belongs to: tick and confirm; a new group can be made here. */
export default function BirthGroupChoosePage() {
  const t = useT()
  const loc = useLocalize()
  const id = Number((useRouteParams() as { id?: string }).id)
  const birth = useBirths((s) => s.list.find((b) => b.id === id))
  const { groups, groupCreated, birthGroupsChosen } = useGroups()
  const [chosen, setChosen] = useState<Set<number>>(() => new Set(groups.filter((g) => !g.isDel && g.ids.includes(id)).map((g) => g.id)))
  const [name, setName] = useState('')
  const toggle = (gid: number) =>
    setChosen((s) => {
      const n = new Set(s)
      if (n.has(gid)) n.delete(gid)
      else n.add(gid)
      return n
    })
  const create = () => {
    if (!name.trim()) return void ui.toast(t('births.groupNameEmpty'))
    const g = groupCreated(name)
    setChosen((s) => new Set([...s, g.id]))
    setName('')
  }
  return (
    <PageShell routeId="birth-group-choose">
      {birth && <View className="bp-section">{t('births.groupChooseFor', { name: loc(birth.name) })}</View>}
      <View className="list">
        {visibleGroups(groups).map((g) => (
          <Pressable key={g.id} className="list__item" data-testid="choose-group" data-name={g.name} onPress={() => toggle(g.id)}>
            <Text>{loc(g.name)}</Text>
            <View className={`bp-check${chosen.has(g.id) ? ' bp-check--on' : ''}`}>{chosen.has(g.id) ? '✓' : ''}</View>
          </Pressable>
        ))}
        <View className="bp-inline">
          <Input
            data-testid="choose-new-name"
            value={name}
            maxlength={50}
            placeholder={t('births.groupNew')}
            onInput={(e) => setName(e.detail.value)}
          />
          <Pressable inline className="bp-btn-small" data-testid="choose-new" onPress={create}>
            {t('births.groupCreate')}
          </Pressable>
        </View>
      </View>
      <Pressable
        className="btn bp-save"
        data-testid="choose-done"
        onPress={() => {
          birthGroupsChosen(id, [...chosen])
          void goBack({ force: true })
        }}
      >
        {t('births.done')}
      </Pressable>
    </PageShell>
  )
}
