import '@/packageD/locales.generated'
import { Text, View } from '@tarojs/components'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { useT } from '@/components/hooks'
import { navigate } from '@/platform/navigation'
import { adminSections } from '@/store/admin-model'
import { useSession } from '@/store/session'
import { AdminGate } from './admin-gate'
import './admin.css'

/** 管理: the admin sections this account may open (SPEC §1 admin income and coin deposit, §6). */
export default function AdminIndexPage() {
  const t = useT()
  const sections = adminSections(useSession((s) => s.loginInfo))
  return (
    <PageShell routeId="admin">
      <AdminGate route="admin">
        <View className="list">
          {sections.map((s) => (
            <Pressable key={s.route} className="list__item" data-testid={`admin-${s.route}`} onPress={() => void navigate(s.route)}>
              <View className="admin-entry">
                <Text>{t(`admin.section.${s.route}`)}</Text>
                <Text className="muted admin-entry__note">{t(`admin.sectionNote.${s.route}`)}</Text>
              </View>
              <Text className="list__chevron">›</Text>
            </Pressable>
          ))}
        </View>
        <Text className="muted admin-note">{t('admin.intro')}</Text>
      </AdminGate>
    </PageShell>
  )
}
