import '@/packageB/locales.generated'
import { Text, View } from '@tarojs/components'
import { PageShell } from '@/components/ui/page-shell'
import { useT } from '@/components/hooks'
import { navigate } from '@/platform/navigation'
import { routeById } from '@/routes'
import { chineseSystems } from './systems'
import { Pressable } from '@/components/ui/pressable'
import './index.css'

export default function ChineseDivinationPage() {
  const t = useT()
  const systems = chineseSystems()
  const history = routeById('divination-history')
  return (
    <PageShell routeId="chinese-divination">
      <View className="cd-intro muted">{t('divIndex.intro')}</View>
      {systems.length === 0 ? (
        <View className="card muted">{t('divIndex.empty')}</View>
      ) : (
        <View className="cd-grid">
          {systems.map((r) => (
            <Pressable key={r.id} className="cd-item" data-testid={`cd-${r.id}`} onPress={() => void navigate(r.id)}>
              <View className="cd-item__icon">{r.system!.icon}</View>
              <View className="cd-item__text">
                <Text className="cd-item__title">{t(r.titleKey)}</Text>
                <Text className="cd-item__desc">{t(`divIndex.desc_${r.id}`, { defaultValue: '' })}</Text>
              </View>
              <Text className="list__chevron">›</Text>
            </Pressable>
          ))}
        </View>
      )}
      {history && (
        <View className="list">
          <Pressable className="list__item" data-testid="cd-history" onPress={() => void navigate(history.id)}>
            <View className="cd-history">
              <Text>{t('divIndex.history')}</Text>
              <Text className="muted">{t('divIndex.historyHint')}</Text>
            </View>
            <Text className="list__chevron">›</Text>
          </Pressable>
        </View>
      )}
    </PageShell>
  )
}
