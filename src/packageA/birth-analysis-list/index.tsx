import '@/packageA/locales.generated'
import { Text, View } from '@tarojs/components'
import { useLocalize, useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { ui } from '@/components/ui/ui'
import { navigate } from '@/platform/navigation'
import { useBirthAnalysis } from '@/store/birth-analysis'
import { conditionText } from '../birth-analysis/labels'
import '../chart-common/chart.css'
import '../birth-analysis/index.css'

/** The saved analyses (on this device): open one to run it again, delete one, or start a new analysis. */
export default function BirthAnalysisListPage() {
  const t = useT()
  const l = useLocalize()
  const s = useBirthAnalysis()

  const open = (id: number) => {
    s.analysisOpened(id)
    void navigate('birth-analysis')
  }
  const remove = async (id: number, name: string) => {
    const r = await ui.confirm({ title: t('birthAnalysis.deleteTitle'), content: t('birthAnalysis.deleteContent', { name: l(name) }), danger: true })
    if (r.ok) s.analysisDeleted(id)
  }

  return (
    <PageShell routeId="birth-analysis-list">
      <Pressable
        className="btn ba-add"
        data-testid="bal-new"
        onPress={() => {
          s.analysisStarted()
          void navigate('birth-analysis')
        }}
      >
        {t('birthAnalysis.new')}
      </Pressable>
      {s.saved.length === 0 && <View className="card muted ba-intro">{t('birthAnalysis.noSaved')}</View>}
      <View data-testid="bal-list">
        {s.saved.map((a) => (
          <View key={a.id} className="card" data-testid="bal-item">
            <Pressable className="ba-row__head" onPress={() => open(a.id)}>
              <Text className="ba-row__name">{l(a.name)}</Text>
              <Text className="muted">{t(a.match === 1 ? 'birthAnalysis.matchAny' : 'birthAnalysis.matchAll')}</Text>
            </Pressable>
            {a.conditions.map((c, i) => (
              <Text key={i} className="ba-factor">
                · {conditionText(t, c)}
              </Text>
            ))}
            <View className="ba-actions">
              <Pressable className="ct-chip" data-testid="bal-open" onPress={() => open(a.id)}>
                {t('birthAnalysis.run')}
              </Pressable>
              <Pressable className="ct-chip" data-testid="bal-delete" onPress={() => void remove(a.id, a.name)}>
                {t('birthAnalysis.delete')}
              </Pressable>
            </View>
          </View>
        ))}
      </View>
    </PageShell>
  )
}
