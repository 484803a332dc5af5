import { Picker, Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { priceText } from '@/components/shop/price'
import { Segmented } from '@/components/ui/segmented'
import { useT } from '@/components/hooks'
import { roleAttributes } from '@/platform/a11y'
import { loadIncome } from '@/store/admin-actions'
import {
  barHeights,
  DAY_SPANS,
  incomeTotals,
  MONTH_SPANS,
  presetRange,
  rangeError,
  type IncomeRowWire,
  type IncomeUnit,
  type PeriodRange,
} from '@/store/admin-model'
import { chinaDay } from '@/store/session'
import './admin.css'

/** Income per day or month over a range: quick spans or picked dates, totals, a bar chart and the table. */
export function IncomeView({ unit }: { unit: IncomeUnit }) {
  const t = useT()
  const spans: readonly number[] = unit === 'day' ? DAY_SPANS : MONTH_SPANS
  const [span, setSpan] = useState<string>(String(spans[0]))
  const [range, setRange] = useState<PeriodRange>(() => presetRange(unit, chinaDay(Date.now()), spans[0]))
  const [rows, setRows] = useState<IncomeRowWire[] | null | { error: string }>(null)
  const bad = rangeError(unit, range)

  useEffect(() => {
    if (bad) return
    let live = true
    setRows(null)
    loadIncome(unit, range).then(
      (r) => live && setRows(r),
      (e: unknown) => live && setRows({ error: e instanceof Error ? e.message : String(e) }),
    )
    return () => {
      live = false
    }
  }, [unit, range, bad])

  const chooseSpan = (v: string) => {
    setSpan(v)
    setRange(presetRange(unit, chinaDay(Date.now()), Number(v)))
  }
  const pick = (end: keyof PeriodRange, value: string) => {
    setSpan('')
    setRange((r) => ({ ...r, [end]: value }))
  }
  const yuan = (fen: number) => priceText(t, { fen })
  const picker = (end: keyof PeriodRange) => (
    <Picker
      mode="date"
      fields={unit === 'day' ? 'day' : 'month'}
      value={range[end]}
      onChange={(e) => pick(end, String(e.detail.value).slice(0, unit === 'day' ? 10 : 7))}
    >
      <View className="admin-range__field" data-testid={`income-${end}`}>
        <Text className="muted">{t(`admin.${end}`)}</Text>
        <Text>{range[end]}</Text>
      </View>
    </Picker>
  )

  const list = rows && Array.isArray(rows) ? rows : []
  const totals = incomeTotals(list)
  const heights = barHeights(list)
  return (
    <View>
      <View className="card">
        <Segmented
          testId="income-span"
          label={t('admin.range')}
          value={span}
          options={spans.map((n) => ({ value: String(n), label: t(unit === 'day' ? 'admin.spanDays' : 'admin.spanMonths', { n }) }))}
          onChange={chooseSpan}
        />
        <View className="admin-range">
          {picker('from')}
          {picker('to')}
        </View>
        {bad && (
          <Text className="admin-error" data-testid="income-range-error">
            {t(bad === 'order' ? 'admin.rangeOrder' : 'admin.rangeTooLong')}
          </Text>
        )}
      </View>
      {bad ? null : rows === null ? (
        <View className="card muted">{t('admin.loading')}</View>
      ) : !Array.isArray(rows) ? (
        <View className="card admin-error" data-testid="income-failed">
          {t('admin.loadFailed', { error: rows.error })}
        </View>
      ) : (
        <>
          <View className="card admin-totals" data-testid="income-totals">
            {(
              [
                ['totalIncome', yuan(totals.income_fen)],
                ['totalRefunded', yuan(totals.refunded_fen)],
                ['totalNet', yuan(totals.net_fen)],
                ['totalPayments', String(totals.payments)],
                ['coinsSold', String(totals.coins_sold)],
                ['coinsDeposited', String(totals.coins_deposited)],
                ['coinsSpent', String(totals.coins_spent)],
              ] as const
            ).map(([k, v]) => (
              <View key={k} className="admin-total" data-testid={`income-${k}`}>
                <Text className="muted admin-total__label">{t(`admin.${k}`)}</Text>
                <Text className="admin-total__value">{v}</Text>
              </View>
            ))}
          </View>
          <View className="card">
            <View className="admin-bars" data-testid="income-chart" {...roleAttributes('img', t('admin.chart'))}>
              {list.map((r, i) => (
                <View key={r.period} className="admin-bars__slot">
                  <View className="admin-bars__bar" style={{ height: `${Math.max(heights[i] * 100, r.income_fen > 0 ? 2 : 0)}%` }} />
                </View>
              ))}
            </View>
            <View className="admin-bars__axis">
              <Text className="muted">{list[0]?.period}</Text>
              <Text className="muted">{list[list.length - 1]?.period}</Text>
            </View>
          </View>
          <View className="card admin-table" data-testid="income-table">
            <View className="admin-table__row admin-table__head">
              <Text>{t(unit === 'day' ? 'admin.col.period' : 'admin.col.month')}</Text>
              <Text>{t('admin.col.income')}</Text>
              <Text>{t('admin.col.refunded')}</Text>
              <Text>{t('admin.col.payments')}</Text>
              <Text>{t('admin.col.coins')}</Text>
            </View>
            {[...list].reverse().map((r) => (
              <View key={r.period} className="admin-table__row" data-testid={`income-row-${r.period}`}>
                <Text>{r.period}</Text>
                <Text>{yuan(r.income_fen)}</Text>
                <Text className={r.refunded_fen > 0 ? 'admin-refunded' : ''}>{yuan(r.refunded_fen)}</Text>
                <Text>{r.payments}</Text>
                <Text>{t('admin.coinsCell', { sold: r.coins_sold, deposited: r.coins_deposited, spent: r.coins_spent })}</Text>
              </View>
            ))}
          </View>
        </>
      )}
    </View>
  )
}
