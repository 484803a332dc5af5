import '@/packageA/locales.generated'
import { Text, View } from '@tarojs/components'
import { useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { ui } from '@/components/ui/ui'
import { navigate } from '@/platform/navigation'
import { pointList, useArabicPoints, type ArabicPoint } from '@/store/arabic-points'
import { formulaText } from '../chart-common/arabic-terms'
import './index.css'

/** Custom Arabic points: create, edit, pin and delete (SPEC §4: a synced point leaves a tombstone). */
export default function ArabicCustomListPage() {
  const t = useT()
  const points = useArabicPoints((s) => s.points)
  const list = pointList(points)
  const st = useArabicPoints.getState

  const remove = async (p: ArabicPoint) => {
    const r = await ui.confirm({
      title: t('arabic.deleteTitle'),
      content: t('arabic.deleteContent', { name: p.name || t('arabic.untitled') }),
      danger: true,
    })
    if (r.ok) st().pointDeleted(p.id)
  }

  return (
    <PageShell routeId="arabic-custom-list">
      <View className="card muted">{t('arabic.intro')}</View>
      {list.length === 0 && (
        <View className="card muted" data-testid="arabic-empty">
          {t('arabic.empty')}
        </View>
      )}
      {list.length > 0 && (
        <View className="list">
          {list.map((p, i) => (
            <View key={p.id} className="acl-row" data-testid={`arabic-row-${i}`}>
              <Pressable className="acl-main" onPress={() => void navigate('arabic-custom-edit', { id: p.id })}>
                <Text className="acl-name">
                  {p.name || t('arabic.untitled')}
                  {p.top ? <Text className="acl-pin">{t('arabic.pinned')}</Text> : null}
                </Text>
                <Text className="acl-formula">{formulaText(t, p, points)}</Text>
              </Pressable>
              <View className="acl-actions">
                <Pressable inline className="acl-act" onPress={() => void navigate('arabic-custom-edit', { id: p.id })}>
                  {t('arabic.edit')}
                </Pressable>
                <Pressable inline className="acl-act" data-testid={`arabic-pin-${i}`} onPress={() => st().pointPinToggled(p.id)}>
                  {p.top ? t('arabic.unpin') : t('arabic.pin')}
                </Pressable>
                <Pressable inline className="acl-act acl-act--danger" data-testid={`arabic-delete-${i}`} onPress={() => void remove(p)}>
                  {t('arabic.delete')}
                </Pressable>
              </View>
            </View>
          ))}
        </View>
      )}
      <Pressable className="btn" data-testid="arabic-create" onPress={() => void navigate('arabic-custom-edit')}>
        {t('arabic.create')}
      </Pressable>
    </PageShell>
  )
}
