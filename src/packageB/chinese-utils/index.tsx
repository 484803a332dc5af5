import '@/packageB/locales.generated'
import { View } from '@tarojs/components'
import { useState } from 'react'
import { useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { ToolGrid, type ToolGridItem } from '@/components/ui/tool-grid'
import { useRouteParams } from '@/platform/route-params'
import { GanZhiView } from './ganzhi-view'
import { InputCard, inputFromParams } from './inputs'
import { LunarView } from './lunar-view'
import { SolarTimeView } from './solar-time-view'
import { TermsView } from './terms-view'
import './index.css'

const TOOLS = ['ganzhi', 'solarTime', 'terms', 'lunar'] as const
type ToolId = (typeof TOOLS)[number]
const ICONS: Record<ToolId, string> = { ganzhi: '干', solarTime: '晷', terms: '节', lunar: '历' }

/**
 * Chinese calculators: 干支 of a date-time, the 真太阳时 converter, a year's 节气 table and the 农历 ↔ 公历 converter
 * (?tool=&date=&time=&zone=&lng=&year=, for the converter also &dir=toSolar&ly=&lm=&ld=&leap=1).
 */
export default function ChineseUtilsPage() {
  const t = useT()
  const params = useRouteParams()
  const [tool, setTool] = useState<ToolId>(TOOLS.find((x) => x === params.tool) ?? 'ganzhi')
  const [input, setInput] = useState(() => inputFromParams(params))
  const [year, setYear] = useState(() => Number(params.year) || Number(input.date.slice(0, 4)))
  const items: ToolGridItem<ToolId>[] = TOOLS.map((id) => ({ id, icon: ICONS[id], label: t(`chineseUtils.tool.${id}`), testId: `cu-tool-${id}` }))
  return (
    <PageShell routeId="chinese-utils">
      <ToolGrid<ToolId> title={t('chineseUtils.title')} items={items} onOpen={setTool} />
      <View className="card__title cu-current" data-testid="cu-current">
        {t(`chineseUtils.tool.${tool}`)}
      </View>
      {tool === 'lunar' ? (
        <LunarView date={input.date} onDate={(date) => setInput({ ...input, date })} params={params} />
      ) : tool === 'terms' ? (
        <>
          <InputCard value={input} onChange={setInput} withPlace={false} zoneOnly />
          <TermsView year={year} birthZone={input.birthZone} onYear={setYear} />
        </>
      ) : (
        <>
          <InputCard value={input} onChange={setInput} withPlace />
          {tool === 'ganzhi' ? <GanZhiView input={input} /> : <SolarTimeView input={input} />}
        </>
      )}
    </PageShell>
  )
}
