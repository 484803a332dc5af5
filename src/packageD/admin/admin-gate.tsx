import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { useT } from '@/components/hooks'
import { adminSections } from '@/store/admin-model'
import { useSession } from '@/store/session'
import './admin.css'

/**
 * The admin pages' content, or a clear refusal for accounts without the permission (SPEC §6; the server answers
 * them 403 as well).
 */
export function AdminGate({ route, children }: { route: string; children: ReactNode }) {
  const t = useT()
  const loginInfo = useSession((s) => s.loginInfo)
  const allowed = route === 'admin' ? adminSections(loginInfo).length > 0 : adminSections(loginInfo).some((s) => s.route === route)
  if (!allowed)
    return (
      <View className="card admin-denied" data-testid="admin-denied">
        <Text>{t('admin.denied')}</Text>
      </View>
    )
  return <>{children}</>
}
