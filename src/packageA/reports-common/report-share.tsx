import type { ReportSection } from '@/astro/reports'
import { useLocalize, useT } from '@/components/hooks'
import { ShareImageButton } from '@/components/share/share-button'
import { localTime } from '@/components/ui/local-time'
import { routeById } from '@/routes'
import type { ReportBirthWire } from '@/store/report-actions'
import { factorLine } from './factor-line'

/**
 * A read report as pictures: its title and subjects, then each section's heading, "why" lines and paragraphs.
 * Pages are cut between lines at SHARE_PAGE_MAX_HEIGHT_PX, so a long report saves as several numbered PNGs.
 */
export function ReportShareButton(props: {
  routeId: string
  births: readonly ReportBirthWire[]
  sections: readonly ReportSection[]
  sectionTitle: (id: string) => string
  names: { a: string; b: string }
}) {
  const { routeId, births, sections, sectionTitle, names } = props
  const t = useT()
  const l = useLocalize()
  const route = routeById(routeId)
  const reportTitle = route ? t(route.titleKey) : ''
  const content = {
    title: reportTitle,
    subtitle: births.map((x) => `${l(x.name)} ${x.date} ${x.time}`).join('；'),
    date: localTime(new Date().toISOString()),
    paragraphs: sections.flatMap((s) => [
      { heading: sectionTitle(s.id) },
      ...s.paragraphs.flatMap((p) => [`${t('report.why')} · ${factorLine(t, p.factor, names)}`, l(p.text)]),
    ]),
    footer: t('shareCard.footer'),
  }
  return <ShareImageButton content={content} fileTitle={reportTitle} canvasId="rp-share-canvas" testId="report-share" />
}
