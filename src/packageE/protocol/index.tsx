import '@/packageE/locales.generated'
import { PageShell } from '@/components/ui/page-shell'
import { DocView } from '../about-any/doc-view'

/** 用户协议 (SPEC pagesA/protocol): the service, accounts, star coins, purchases, content rules. */
export default function ProtocolPage() {
  return (
    <PageShell routeId="protocol">
      <DocView docKey="protocol" />
    </PageShell>
  )
}
