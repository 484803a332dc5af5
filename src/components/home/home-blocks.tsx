/**
 * The home tab's lower server-driven blocks (SPEC §3 Show info): today's sky, the luck card, the reports and the
 * tool grid (indexUtils), each behind its flag. The page loads this module with import() so it stays out of the H5
 * first load. The banner and tips on top are in home-top.tsx.
 */
import { Text, View } from '@tarojs/components'
import { useLocalize, useT } from '@/components/hooks'
import { Pressable } from '@/components/ui/pressable'
import { ToolGrid } from '@/components/ui/tool-grid'
import { navigate } from '@/platform/navigation'
import { routeById, ROUTES } from '@/routes'
import { useShowInfo, visibleTools } from '@/store/show-info'
import { TodayCards } from './today-cards'
import './home-blocks.css'

export interface HomeBlocksProps {
  /** The page's clock (pull-to-refresh renews it). */
  now: Date
}

/** Report types offered on home; each opens its report page, 全部 the catalogue and 我的 the saved ones. */
const REPORT_IDS = ['explanation-lite', 'single-house', 'co-chart'] as const

function ReportCards() {
  const t = useT()
  const all = routeById('report-all')
  const mine = routeById('report-list')
  const reports = REPORT_IDS.map((id) => routeById(id)).filter((r) => r !== undefined)
  if (!all) return null
  return (
    <View className="card hb-card" data-testid="home-reports">
      <Pressable className="hb-row" onPress={() => void navigate(all.id)} data-testid="home-reports-all">
        <Text className="card__title hb-title">{t('home.reportsTitle')}</Text>
        <Text className="hb-open">{t(all.titleKey)} ›</Text>
      </Pressable>
      <View className="hx-reports">
        {reports.map((r) => (
          <Pressable key={r.id} className="hx-chip" onPress={() => void navigate(r.id)} data-testid={`home-report-${r.id}`}>
            {t(r.titleKey)}
          </Pressable>
        ))}
        {mine && (
          <Pressable className="hx-chip" onPress={() => void navigate(mine.id)} data-testid="home-reports-mine">
            {t(mine.titleKey)}
          </Pressable>
        )}
      </View>
    </View>
  )
}

export function HomeBottom({ now }: HomeBlocksProps) {
  const t = useT()
  const l = useLocalize()
  const info = useShowInfo((s) => s.info)
  const systems = visibleTools(
    ROUTES.filter((r) => r.system),
    info,
  )
  return (
    <>
      <TodayCards now={now} showSky={info.showIndexAstro} showLuck={info.showIndexLuck} />
      {info.showIndexReport && <ReportCards />}
      <ToolGrid
        title={t('home.systems')}
        items={systems.map((r) => ({ id: r.id, icon: l(r.system!.icon), label: t(r.titleKey), testId: `system-${r.id}` }))}
        onOpen={(id) => void navigate(id)}
      />
    </>
  )
}
