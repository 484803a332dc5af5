import '@/packageA/locales.generated'
import { Text, View } from '@tarojs/components'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { useState } from 'react'
import { useLocalize, useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { navigate } from '@/platform/navigation'
import { loadCatalog, type ReportCatalog } from '@/store/report-actions'
import { isReportType, REPORT_ROUTE } from '../reports-common/routes'
import '../reports-common/reports.css'

/** 全部报告: every report type with its coin price; a locked one opens at its free preview. */
export default function ReportAllPage() {
  const t = useT()
  const l = useLocalize()
  const [catalog, setCatalog] = useState<ReportCatalog | 'failed' | null>(null)
  const load = () => loadCatalog().then(setCatalog, () => setCatalog('failed'))
  useDidShow(() => void load())
  usePullDownRefresh(() => void load().finally(() => void Taro.stopPullDownRefresh()))
  return (
    <PageShell routeId="report-all">
      {catalog === null && <View className="card muted">{t('report.computing')}</View>}
      {catalog === 'failed' && (
        <Pressable className="card muted" onPress={() => void load()}>
          {t('report.retry')}
        </Pressable>
      )}
      {catalog &&
        catalog !== 'failed' &&
        catalog.types
          .filter((x) => isReportType(x.report_key))
          .map((x) => {
            const open = catalog.unlocked.has(x.report_key)
            return (
              <View key={x.report_key} className="card" data-testid={`report-type-${x.report_key}`}>
                <View className="rp-catalog__row">
                  <Text className="card__title">{l(x.name)}</Text>
                  <Text className="rp-catalog__price">{open ? t('report.unlocked') : t('report.price', { n: x.price_coins })}</Text>
                </View>
                <Text className="muted">{l(x.description)}</Text>
                <View className="rp-catalog__actions">
                  <Pressable
                    inline
                    className="btn"
                    data-testid={`report-open-${x.report_key}`}
                    onPress={() => void navigate(REPORT_ROUTE[x.report_key as keyof typeof REPORT_ROUTE])}
                  >
                    {open ? t('report.read') : t('report.preview')}
                  </Pressable>
                </View>
              </View>
            )
          })}
      <Pressable className="btn btn--ghost" data-testid="report-mine" onPress={() => void navigate('report-list')}>
        {t('report.myReports')}
      </Pressable>
    </PageShell>
  )
}
