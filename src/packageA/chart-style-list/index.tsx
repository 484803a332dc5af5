import '@/packageA/locales.generated'
import { Text, View } from '@tarojs/components'
import { isBuiltin, styleList, type ChartStyle } from '@/chart-styles/styles'
import { useLocalize, useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { ui } from '@/components/ui/ui'
import { navigate } from '@/platform/navigation'
import { useChartStyles } from '@/store/chart-styles'
import { Pressable } from '@/components/ui/pressable'
import './index.css'

function Swatches({ s }: { s: ChartStyle }) {
  return (
    <View className="csl-swatch" style={{ background: s.bg, borderColor: s.border }}>
      {[s.out_circle, s.sign_fire, s.sign_water, s.aspect_harmony, s.aspect_tension, s.professional.planet_color].map((c, i) => (
        <View key={i} className="csl-dot" style={{ background: c }} />
      ))}
    </View>
  )
}

/** Built-in and custom chart styles: choose, create, edit, pin, delete (SPEC §4 delete and selection rules). */
export default function ChartStyleListPage() {
  const t = useT()
  const l = useLocalize()
  const custom = useChartStyles((s) => s.custom)
  const selected = useChartStyles((s) => s.selected)
  const list = styleList(custom)
  const st = useChartStyles.getState

  const create = async () => {
    const r = await ui.actionSheet({ title: t('chartStyle.createFrom'), items: list.map((s) => l(s.name)) })
    if (!r.ok) return
    const s = st().styleCreated(r.index, t('chartStyle.newName'))
    void navigate('chart-style-edit', { id: s.id })
  }
  const remove = async (s: ChartStyle) => {
    const r = await ui.confirm({ title: t('chartStyle.deleteTitle'), content: t('chartStyle.deleteContent', { name: l(s.name) }), danger: true })
    if (r.ok) st().styleDeleted(s.id)
  }

  return (
    <PageShell routeId="chart-style-list">
      <View className="list">
        {list.map((s, i) => (
          <View key={s.id} className="csl-row" data-testid={`style-row-${i}`}>
            <Pressable className="csl-main" onPress={() => st().styleSelected(i)}>
              <Swatches s={s} />
              <View className="csl-text">
                <Text className="csl-name">
                  {l(s.name)}
                  {s.is_top ? ' 📌' : ''}
                </Text>
                <Text className="csl-desc">
                  {isBuiltin(s) ? t('chartStyle.builtin') : t('chartStyle.custom')}
                  {s.str ? ` · ${l(s.str)}` : ''}
                </Text>
              </View>
              {i === selected && (
                <Text className="csl-on" data-testid="style-in-use">
                  {t('chartStyle.inUse')}
                </Text>
              )}
            </Pressable>
            {!isBuiltin(s) && (
              <View className="csl-actions">
                <Pressable inline className="csl-act" onPress={() => void navigate('chart-style-edit', { id: s.id })}>
                  {t('chartStyle.edit')}
                </Pressable>
                <Pressable inline className="csl-act" onPress={() => st().stylePinToggled(s.id)}>
                  {s.is_top ? t('chartStyle.unpin') : t('chartStyle.pin')}
                </Pressable>
                <Pressable inline className="csl-act csl-act--danger" data-testid={`style-delete-${i}`} onPress={() => void remove(s)}>
                  {t('chartStyle.delete')}
                </Pressable>
              </View>
            )}
          </View>
        ))}
      </View>
      <Pressable className="btn" data-testid="style-create" onPress={() => void create()}>
        {t('chartStyle.create')}
      </Pressable>
    </PageShell>
  )
}
