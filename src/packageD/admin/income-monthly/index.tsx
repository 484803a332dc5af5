import '@/packageD/locales.generated'
import { PageShell } from '@/components/ui/page-shell'
import { AdminGate } from '../admin-gate'
import { IncomeView } from '../income-view'

/** 每月收入 (Admin/IncomeMonthly): paid, refunded, payments and coins per month. */
export default function IncomeMonthlyPage() {
  return (
    <PageShell routeId="income-monthly">
      <AdminGate route="income-monthly">
        <IncomeView unit="month" />
      </AdminGate>
    </PageShell>
  )
}
