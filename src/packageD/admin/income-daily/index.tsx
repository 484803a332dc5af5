import '@/packageD/locales.generated'
import { PageShell } from '@/components/ui/page-shell'
import { AdminGate } from '../admin-gate'
import { IncomeView } from '../income-view'

/** 每日收入 (Admin/IncomeDaily): paid, refunded, payments and coins per day. */
export default function IncomeDailyPage() {
  return (
    <PageShell routeId="income-daily">
      <AdminGate route="income-daily">
        <IncomeView unit="day" />
      </AdminGate>
    </PageShell>
  )
}
