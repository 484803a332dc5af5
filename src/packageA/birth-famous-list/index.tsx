import '@/packageA/locales.generated'
import { Input, Text, View } from '@tarojs/components'
import { useMemo, useState } from 'react'
import { PageShell } from '@/components/ui/page-shell'
import { useLocalize, useT } from '@/components/hooks'
import { navigate } from '@/platform/navigation'
import { FAMOUS_BIRTHS } from '@/data/famous-births'
import { whenLine } from '../births-common/format'
import '../births-common/births.css'
import { Pressable } from '@/components/ui/pressable'

export default function BirthFamousListPage() {
  const t = useT()
  const loc = useLocalize()
  const [q, setQ] = useState('')
  const rows = useMemo(() => {
    const s = q.trim().toLowerCase()
    return s
      ? FAMOUS_BIRTHS.filter((f) => f.name.includes(q.trim()) || loc(f.name).includes(q.trim()) || f.nameEn.toLowerCase().includes(s))
      : FAMOUS_BIRTHS
  }, [q, loc])
  return (
    <PageShell routeId="birth-famous-list">
      <View className="bp-search">
        <Input data-testid="famous-search" value={q} placeholder={t('births.famousSearch')} onInput={(e) => setQ(e.detail.value)} />
      </View>
      <View className="bp-section">{t('births.famousCount', { count: rows.length })}</View>
      {rows.map((f) => (
        <Pressable key={f.id} className="bp-row" data-testid="famous-row" data-id={f.id} onPress={() => void navigate('birth-famous', { id: f.id })}>
          <View className="bp-row__head">
            <Text className="bp-row__name">{loc(f.name)}</Text>
            <Text className="bp-tag bp-tag--accent">{f.rating}</Text>
          </View>
          <View className="bp-row__meta">{f.nameEn}</View>
          <View className="bp-row__meta">
            {loc(whenLine(f, t('births.summer')))} · {loc(f.place)}
          </View>
        </Pressable>
      ))}
    </PageShell>
  )
}
