import { Text, View } from '@tarojs/components'
import type { SignificatorCircumambulation } from '@/astro/classical'
import { useT } from '@/components/hooks'
import { posText } from '../chart-common/tables'
import { fmtJd } from '../chart-common/time-format'
import { useAspectName } from '../primary-directions/point-label'

/** The periods of one significator: distributor (or promissor met), partners, dates and ages. */
export function CircumList({ run }: { run: SignificatorCircumambulation }) {
  const t = useT()
  const aspectName = useAspectName()
  const body = (id: string) => t(`chart.body.${id}`)
  const ray = (id: string, aspectDeg: number) => (aspectDeg ? t('circum.ray', { body: body(id), aspect: aspectName(aspectDeg) }) : body(id))
  return (
    <View className="card" data-testid="circum-list" data-significator={run.significator}>
      <View className="card__title">{t('circum.count', { sig: body(run.significator), n: run.periods.length })}</View>
      {run.periods.map((d) => (
        <View key={`${d.startLonDeg}-${d.lord}-${d.aspectDeg}`} className="ct-row pd-row" data-testid="circum-row">
          <View className="pd-row__what">
            {d.aspectDeg === null ? (
              <Text>{t('circum.rowLord', { lord: body(d.lord), from: posText(t, d.startLonDeg) })}</Text>
            ) : (
              <Text>{t('circum.rowMeet', { what: ray(d.lord, d.aspectDeg), at: posText(t, d.startLonDeg) })}</Text>
            )}
            {d.aspectDeg === null && (
              <Text className="muted pd-note">
                {' '}
                {d.partners.length
                  ? t('circum.partners', { list: d.partners.map((p) => ray(p.body, p.aspectDeg)).join('、') })
                  : t('circum.noPartners')}
              </Text>
            )}
          </View>
          <View className="pd-row__when">
            <Text>{fmtJd(d.jdUT).slice(0, 10)}</Text>
            <Text className="muted pd-note">
              {t('circum.rowAges', { from: d.fromYears.toFixed(1), to: d.toYears.toFixed(1), arc: d.arcDeg.toFixed(2) })}
            </Text>
          </View>
        </View>
      ))}
    </View>
  )
}
