/** Firdaria, profection and zodiacal releasing of the classical page, the running periods marked. */
import { Text, View } from '@tarojs/components'
import type { ClassicalPageOptions, ClassicalReading } from '@/astro/classical'
import { useT } from '@/components/hooks'
import { fmtJd } from '../chart-common/time-format'
import { Row } from './row'

const day = (jd: number) => fmtJd(jd).slice(0, 10)

export function TimeLordList({ reading: r, atJdUT, options }: { reading: ClassicalReading; atJdUT: number; options: ClassicalPageOptions }) {
  const t = useT()
  const body = (id: string) => t(`chart.body.${id}`)
  const sign = (n: number) => t(`chart.sign.${n - 1}`)
  const running = (p: { startJdUT: number; endJdUT: number }) => atJdUT >= p.startJdUT && atJdUT < p.endJdUT
  const now = r.releasingNow[0]
  return (
    <>
      <View className="card" data-testid="cp-firdaria">
        <View className="card__title">{t('classical.firdariaTitle')}</View>
        {r.firdaria.map((p, i) => (
          <View key={i} className={`cp-period${running(p) ? ' cp-period--now' : ''}`}>
            <Row k={`${body(p.lord)}${running(p) ? ` · ${t('classical.now')}` : ''}`} v={`${day(p.startJdUT)} – ${day(p.endJdUT)}`} />
            {running(p) && p.sub && (
              <View className="cp-sub">
                {p.sub.map((s, k) => (
                  <Text key={k} className={`cp-chip${running(s) ? ' cp-chip--now' : ''}`}>
                    {body(s.lord)} {day(s.startJdUT)}
                  </Text>
                ))}
              </View>
            )}
          </View>
        ))}
      </View>

      {r.profection && (
        <View className="card" data-testid="cp-profection">
          <View className="card__title">{t('classical.profectionTitle')}</View>
          <View className="cp-line">
            {t('classical.profectionLine', {
              age: r.profection.age,
              sign: sign(r.profection.sign),
              house: r.profection.house,
              lord: body(r.profection.lord),
            })}
          </View>
          <View className="muted cp-note">{t('classical.profectionYear', { from: day(r.profection.startJdUT), to: day(r.profection.endJdUT) })}</View>
          <View className="cp-sub">
            {r.profection.months.map((m, k) => {
              const next = r.profection!.months[k + 1]?.startJdUT ?? r.profection!.endJdUT
              const isNow = atJdUT >= m.startJdUT && atJdUT < next
              return (
                <Text key={k} className={`cp-chip${isNow ? ' cp-chip--now' : ''}`}>
                  {day(m.startJdUT).slice(5)} {sign(m.sign)} · {body(m.lord)}
                </Text>
              )
            })}
          </View>
        </View>
      )}

      <View className="card" data-testid="cp-releasing">
        <View className="card__title">{t('classical.releasingTitle', { lot: t(`classical.lot.${options.releasingLot}`) })}</View>
        {r.releasing.map((p, i) => (
          <Row
            key={i}
            k={`${sign(p.sign)}${p.angleFromFortune === 10 ? ` · ${t('classical.peak')}` : ''}${running(p) ? ` · ${t('classical.now')}` : ''}`}
            v={`${day(p.startJdUT)} – ${day(p.endJdUT)}`}
          />
        ))}
        {now?.sub && (
          <View className="cp-sub">
            {now.sub.map((s, k) => (
              <Text key={k} className={`cp-chip${running(s) ? ' cp-chip--now' : ''}${s.angleFromFortune === 10 ? ' cp-chip--peak' : ''}`}>
                {day(s.startJdUT)} {sign(s.sign)}
                {s.loosing ? ` · ${t('classical.loosing')}` : ''}
              </Text>
            ))}
          </View>
        )}
      </View>
    </>
  )
}
