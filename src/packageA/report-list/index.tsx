import '@/packageA/locales.generated'
import { Text, View } from '@tarojs/components'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { useState } from 'react'
import { useLocalize, useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { navigate } from '@/platform/navigation'
import { chinaTimeText } from '@/store/order-model'
import { loadSaved, type SavedReportWire } from '@/store/report-actions'
import { isReportType, REPORT_TITLE, SAVED_ROUTE } from '../reports-common/routes'
import '../reports-common/reports.css'

/** 我的报告: the readings the user unlocked and kept, newest first; a tap opens the saved reading. */
export default function ReportListPage() {
  const t = useT()
  const l = useLocalize()
  const [list, setList] = useState<SavedReportWire[] | 'failed' | null>(null)
  const load = () => loadSaved().then(setList, () => setList('failed'))
  useDidShow(() => void load())
  usePullDownRefresh(() => void load().finally(() => void Taro.stopPullDownRefresh()))
  const rows = Array.isArray(list) ? list.filter((r) => isReportType(r.report_key)) : []
  return (
    <PageShell routeId="report-list">
      {list === null && <View className="card muted">{t('report.computing')}</View>}
      {list === 'failed' && (
        <Pressable className="card muted" onPress={() => void load()}>
          {t('report.retry')}
        </Pressable>
      )}
      {Array.isArray(list) && rows.length === 0 && (
        <View className="card muted" data-testid="report-list-empty">
          {t('report.empty')}
        </View>
      )}
      {rows.map((r) => {
        const key = r.report_key as keyof typeof SAVED_ROUTE
        return (
          <Pressable
            key={r.id}
            className="card"
            data-testid={`saved-report-${r.report_key}`}
            onPress={() => void navigate(SAVED_ROUTE[key], { id: r.id })}
          >
            <View className="rp-catalog__row">
              <Text className="card__title">{t(REPORT_TITLE[key])}</Text>
              {r.input.house !== undefined && <Text className="rp-catalog__price">{t('report.houseN', { n: r.input.house })}</Text>}
            </View>
            <View>{l(r.subject)}</View>
            <View className="muted">{t('report.savedAt', { date: chinaTimeText(r.updated_at) })}</View>
          </Pressable>
        )
      })}
      <Pressable className="btn btn--ghost" data-testid="report-to-all" onPress={() => void navigate('report-all')}>
        {t('report.toAll')}
      </Pressable>
    </PageShell>
  )
}
