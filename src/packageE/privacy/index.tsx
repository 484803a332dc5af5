import '@/packageE/locales.generated'
import { PageShell } from '@/components/ui/page-shell'
import { DocView } from '../about-any/doc-view'

/** 隐私政策 (SPEC pagesA/privacy): what we keep on the device and on the server, sync, deleting the account. */
export default function PrivacyPage() {
  return (
    <PageShell routeId="privacy">
      <DocView docKey="privacy" />
    </PageShell>
  )
}
