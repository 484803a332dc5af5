import '@/packageA/locales.generated'
import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { PageShell } from '@/components/ui/page-shell'
import { useLocalize, useT } from '@/components/hooks'
import { navigate } from '@/platform/navigation'
import { useBirths } from '@/store/births'
import { useGroups } from '@/store/groups'
import { visibleGroups } from '@/births/search'
import { ui } from '@/components/ui/ui'
import '../births-common/births.css'
import { Pressable } from '@/components/ui/pressable'

/** Groups: create, rename, delete; a group opens the birth list filtered to it. */
export default function BirthGroupPage() {
  const t = useT()
  const loc = useLocalize()
  const { groups, groupCreated, groupEdited, groupDeleted } = useGroups()
  const live = new Set(
    useBirths((s) => s.list)
      .filter((b) => !b.isDel)
      .map((b) => b.id),
  )
  const [name, setName] = useState('')
  const [renaming, setRenaming] = useState<{ id: number; name: string } | null>(null)
  const create = () => {
    if (!name.trim()) return void ui.toast(t('births.groupNameEmpty'))
    groupCreated(name)
    setName('')
  }
  return (
    <PageShell routeId="birth-group">
      <View className="list">
        <View className="bp-inline">
          <Input data-testid="group-name" value={name} maxlength={50} placeholder={t('births.groupNew')} onInput={(e) => setName(e.detail.value)} />
          <Pressable inline className="bp-btn-small" data-testid="group-create" onPress={create}>
            {t('births.groupCreate')}
          </Pressable>
        </View>
      </View>
      {visibleGroups(groups).length === 0 && <View className="bp-empty">{t('births.groupEmpty')}</View>}
      {visibleGroups(groups).map((g) => (
        <View key={g.id} className="bp-row" data-testid="group-row" data-name={g.name}>
          {renaming?.id === g.id ? (
            <View className="bp-inline" style={{ padding: 0 }}>
              <Input value={renaming.name} maxlength={50} onInput={(e) => setRenaming({ id: g.id, name: e.detail.value })} />
              <Pressable
                inline
                className="bp-btn-small"
                onPress={() => {
                  if (renaming.name.trim()) groupEdited(g.id, { name: renaming.name })
                  setRenaming(null)
                }}
              >
                {t('births.done')}
              </Pressable>
            </View>
          ) : (
            <View className="bp-row__head">
              <Text className="bp-row__name">{loc(g.name)}</Text>
              <Text className="bp-tag">{t('births.groupMembers', { count: g.ids.filter((id) => live.has(id)).length })}</Text>
            </View>
          )}
          <View className="bp-row__actions">
            <Pressable inline className="bp-action" onPress={() => void navigate('birth-list', { group: g.id })}>
              {t('births.groupView')}
            </Pressable>
            <Pressable inline className="bp-action" onPress={() => setRenaming({ id: g.id, name: g.name })}>
              {t('births.groupRename')}
            </Pressable>
            <Pressable
              inline
              className="bp-action bp-action--danger"
              data-testid="group-delete"
              onPress={() =>
                void ui
                  .confirm({ title: t('births.delete'), content: t('births.groupDeleteContent', { name: g.name }), danger: true })
                  .then((r) => r.ok && groupDeleted(g.id))
              }
            >
              {t('births.delete')}
            </Pressable>
          </View>
        </View>
      ))}
    </PageShell>
  )
}
