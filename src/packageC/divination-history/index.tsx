import '@/packageC/locales.generated'
import { Text, View } from '@tarojs/components'
import { PageShell } from '@/components/ui/page-shell'
import { useLocalize, useT } from '@/components/hooks'
import { navigate } from '@/platform/navigation'
import { routeById } from '@/routes'
import { useDivinationHistory, type StoredCast } from '@/store/divination-history'
import { confirm, toast } from './dialogs'
import { newestFirst, resultName, routeOfRecord } from './entries'
import { Pressable } from '@/components/ui/pressable'
import './index.css'

const pad = (n: number) => String(n).padStart(2, '0')
function when(iso: string): string {
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return iso
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`
}

export default function DivinationHistoryPage() {
  const t = useT()
  const lz = useLocalize()
  const records = newestFirst(useDivinationHistory((s) => s.records))
  const castDeleted = useDivinationHistory((s) => s.castDeleted)

  const remove = async (r: StoredCast) => {
    const ok = await confirm(t('divHistory.deleteTitle'), t('divHistory.deleteContent'), t('divHistory.delete'), t('common.cancel'))
    if (!ok) return
    castDeleted(r.id)
    toast(t('divHistory.deleted'))
  }
  const open = (r: StoredCast) => {
    const route = routeOfRecord(r)
    if (routeById(route)) void navigate(route, { record: r.id })
  }

  return (
    <PageShell routeId="divination-history">
      {records.length === 0 ? (
        <View className="card dh-empty" data-testid="dh-empty">
          <Text className="dh-empty__title">{t('divHistory.empty')}</Text>
          <Text className="muted">{t('divHistory.emptyHint')}</Text>
          <View className="dh-empty__links">
            {(['liuyao', 'meihua', 'tarot-result'] as const)
              .filter((id) => routeById(id))
              .map((id) => (
                <Pressable key={id} className="btn btn--ghost dh-empty__btn" onPress={() => void navigate(id)}>
                  {t(routeById(id)!.titleKey)}
                </Pressable>
              ))}
          </View>
        </View>
      ) : (
        <View>
          <Text className="dh-count muted">{t('divHistory.count', { count: records.length })}</Text>
          {records.map((r) => (
            <View key={r.id} className="dh-item card" data-testid="dh-item" data-system={r.system} data-id={r.id}>
              <Pressable className="dh-item__main" onPress={() => open(r)} data-testid="dh-open">
                <View className="dh-item__top">
                  <Text className={`dh-tag dh-tag--${r.system}`}>{t(`divHistory.system_${r.system}`)}</Text>
                  <Text className="dh-item__time">{when(r.createdAt)}</Text>
                </View>
                <Text className="dh-item__question">{r.question ? lz(r.question) : t('div.noQuestion')}</Text>
                <Text className="dh-item__result" data-testid="dh-result">
                  {lz(resultName(r))}
                </Text>
              </Pressable>
              <Pressable inline className="dh-item__delete" data-testid="dh-delete" onPress={() => void remove(r)}>
                {t('divHistory.delete')}
              </Pressable>
            </View>
          ))}
        </View>
      )}
    </PageShell>
  )
}
