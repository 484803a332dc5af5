import { Text, View } from '@tarojs/components'
import { useEffect, useRef, useState } from 'react'
import { visibleSections, type ReportType } from '@/astro/reports'
import { useLocalize, useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { ChoiceRow } from '@/components/ui/setting-rows'
import { ui } from '@/components/ui/ui'
import { navigate } from '@/platform/navigation'
import { useRouteParams } from '@/platform/route-params'
import { saveReading, unlockReport } from '@/store/report-actions'
import { ChartHead } from '../chart-common/chart-head'
import { factorLine } from './factor-line'
import { ReportShareButton } from './report-share'
import { useReport } from './use-report'
import '../chart-common/chart.css'
import './reports.css'

const HOUSES = Array.from({ length: 12 }, (_, i) => String(i + 1))

/**
 * One report page: the reading of the chart birth (?a=, co-chart also ?b=) or of a saved reading (?id=), the free
 * preview, the unlock with coins, then every section; an unlocked reading is kept in 我的报告.
 */
export function ReportView({ routeId, type }: { routeId: string; type: ReportType }) {
  const t = useT()
  const l = useLocalize()
  const params = useRouteParams() as Record<string, string | undefined>
  const r = useReport(type, params)
  const [busy, setBusy] = useState(false)
  const entry = r.catalog && r.catalog !== 'failed' ? r.catalog.types.find((x) => x.report_key === type) : undefined
  const unlocked = !!r.catalog && r.catalog !== 'failed' && r.catalog.unlocked.has(type)
  const pair = type === 'co-chart'
  const names = { a: l(r.births[0]?.name ?? ''), b: l(r.births[1]?.name ?? '') }
  const input = { births: r.births, ...(type === 'single-house' ? { house: r.house } : {}) }
  const inputKey = JSON.stringify(input)
  const savedKey = useRef('')

  // An unlocked new reading goes to 我的报告 (the same births and house again only refresh it).
  useEffect(() => {
    if (!unlocked || !r.report || params.id || savedKey.current === inputKey) return
    savedKey.current = inputKey
    void saveReading(type, r.births.map((x) => x.name).join(' & '), input).catch(() => (savedKey.current = ''))
  })

  const unlock = async () => {
    if (!entry || busy) return
    setBusy(true)
    try {
      const res = await unlockReport(type, entry.price_coins)
      if (res.kind === 'failed') void ui.toast(t('report.unlockFailed', { error: res.error }))
      if (res.kind === 'unlocked') await r.reloadCatalog()
    } finally {
      setBusy(false)
    }
  }

  const shown = r.report ? visibleSections(r.report, unlocked) : []
  const hidden = r.report ? r.report.sections.length - shown.length : 0
  const title = (id: string) => t(`report.section.${id}`, { a: names.a, b: names.b })

  return (
    <PageShell routeId={routeId}>
      {params.id ? (
        r.saved === 'missing' ? (
          <View className="card muted">{t('report.notFound')}</View>
        ) : (
          <View className="card" data-testid="report-subject">
            {r.births.map((x, i) => (
              <View key={i}>
                <Text className="ct-head__name">{l(x.name)}</Text>
                <View className="ct-head__line">{`${x.date} ${x.time}`}</View>
              </View>
            ))}
          </View>
        )
      ) : (
        <>
          <ChartHead kind={pair ? 'synastry' : 'natal'} a={r.a} b={r.b} isPair={pair} hideBirthInfo={false} />
          {r.a && (
            <View className="rp-pick">
              <Pressable
                inline
                className="btn btn--ghost"
                data-testid="report-pick-a"
                onPress={() => void navigate('birth-list', { pick: pair ? 'pairA' : 'chart' })}
              >
                {t('chart.choosePerson')}
              </Pressable>
              {pair && r.b && (
                <Pressable
                  inline
                  className="btn btn--ghost"
                  data-testid="report-pick-b"
                  onPress={() => void navigate('birth-list', { pick: 'pairB' })}
                >
                  {`${t('chart.choosePerson')} 2`}
                </Pressable>
              )}
            </View>
          )}
        </>
      )}
      {type === 'single-house' && !params.id && (
        <View className="list">
          <ChoiceRow
            testId="report-house"
            label={t('report.house')}
            hint={t('report.houseHint')}
            value={String(r.house)}
            choices={HOUSES.map((h) => ({ value: h, label: t('report.houseN', { n: h }) }))}
            onChange={(h) => r.setHouse(Number(h))}
          />
        </View>
      )}
      {type === 'single-house' && params.id && <View className="card">{t('report.houseN', { n: r.house })}</View>}
      {r.error && <View className="card muted">{r.error}</View>}
      {!r.report && !r.error && !r.missing && r.saved !== 'missing' && <View className="card muted">{t('report.computing')}</View>}
      {shown.map((s) => (
        <View key={s.id} className="card rp-section" data-testid={`report-section-${s.id}`}>
          <Text className="card__title">{title(s.id)}</Text>
          {s.paragraphs.map((p, i) => (
            <View key={i} className="rp-para">
              <Text className="rp-why">{`${t('report.why')} · ${factorLine(t, p.factor, names)}`}</Text>
              <Text className="rp-text">{l(p.text)}</Text>
            </View>
          ))}
        </View>
      ))}
      {r.report && (unlocked || !!params.id) && shown.length > 0 && (
        <ReportShareButton routeId={routeId} births={r.births} sections={shown} sectionTitle={title} names={names} />
      )}
      {r.report && !unlocked && hidden > 0 && (
        <View className="card rp-locked" data-testid="report-locked">
          <Text className="card__title">{t('report.lockedTitle', { n: hidden })}</Text>
          <Text className="muted">{t('report.lockedHint')}</Text>
          {entry && (
            <Pressable className="btn" data-testid="report-unlock" onPress={() => void unlock()}>
              {t('report.unlock', { n: entry.price_coins })}
            </Pressable>
          )}
        </View>
      )}
      {r.catalog === 'failed' && (
        <Pressable className="card muted" onPress={() => void r.reloadCatalog()}>
          {t('report.retry')}
        </Pressable>
      )}
    </PageShell>
  )
}
