import '@/packageC/locales.generated'
import { Text, View } from '@tarojs/components'
import { useLocalize, useT } from '@/components/hooks'
import { computeOnDate, DateRow, useDateParam } from '@/components/ui/date-param'
import { SealGlyph } from '@/components/mayan/seal-glyph-image'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { CASTLE_ZH, describeKin, mayanDay, SEAL_MEANINGS, SEAL_ZH, TONE_MEANINGS, TONE_ZH } from '@/divination/mayan'
import { navigate } from '@/platform/navigation'
import { useMayanSettings } from '@/store/mayan-settings'
import './index.css'

/** A kin as a small totem: its drawn glyph, colour, seal and tone (and the kin number when showKinNum). */
function KinBadge({ kin, label, showNum, testId, big }: { kin: number; label: string; showNum: boolean; testId?: string; big?: boolean }) {
  const l = useLocalize()
  const k = describeKin(kin)
  return (
    <View className={`my-kin my-kin--${k.color}${big ? ' my-kin--big' : ''}`} data-testid={testId} data-kin={kin}>
      <Text className="my-kin__label">{label}</Text>
      <SealGlyph seal={k.seal} tone={k.tone} className="my-glyph" testId={testId && `${testId}-glyph`} />
      <Text className="my-kin__seal">{l(SEAL_ZH[k.seal - 1])}</Text>
      <Text className="my-kin__tone">
        {l(TONE_ZH[k.tone - 1])} · {k.tone}
      </Text>
      {showNum && <Text className="my-kin__num">Kin {kin}</Text>}
    </View>
  )
}

/** Mayan totem of a birth date (?date=YYYY-MM-DD, else the chart birth's): kin, seal, tone, oracle, wavespell, castle. */
export default function MayanTotemPage() {
  const t = useT()
  const l = useLocalize()
  const settings = useMayanSettings((s) => s.settings)
  const [date, setDate] = useDateParam()
  const r = computeOnDate(date, (d) => mayanDay(d, settings.leapDay))
  return (
    <PageShell routeId="mayan-totem">
      <DateRow label={t('lifeNumber.birthDate')} date={date} onChange={setDate} testId="my-date" />
      {typeof r === 'string' ? (
        <View className="card ct-warn">{l(r)}</View>
      ) : (
        <View data-testid="my-result" data-kin={r.kin}>
          <View className="card my-main">
            <KinBadge kin={r.kin} label={t('mayan.yourKin')} showNum={settings.showKinNum} testId="my-kin" big />
            <Text className="my-name" data-testid="my-name">
              {l(`${TONE_ZH[r.tone - 1]}的${SEAL_ZH[r.seal - 1]}`)}
            </Text>
            {r.leapDay && <Text className="muted">{t(`mayan.leap_${settings.leapDay}`)}</Text>}
          </View>
          <View className="card">
            <Text className="card__title">{l(SEAL_ZH[r.seal - 1])}</Text>
            <View className="tr-keywords">
              {SEAL_MEANINGS[r.seal - 1].keywords.map((k) => (
                <Text key={k} className="tr-keyword">
                  {l(k)}
                </Text>
              ))}
            </View>
            <Text className="my-text">{l(SEAL_MEANINGS[r.seal - 1].meaning)}</Text>
            <Text className="my-text my-text--gift">{l(SEAL_MEANINGS[r.seal - 1].gift)}</Text>
            <Text className="card__title my-sub">{t('mayan.tone', { n: r.tone, name: l(TONE_ZH[r.tone - 1]) })}</Text>
            <Text className="my-text">{l(TONE_MEANINGS[r.tone - 1].meaning)}</Text>
          </View>
          <View className="card">
            <Text className="card__title">{t('mayan.oracle')}</Text>
            <View className="my-oracle" data-testid="my-oracle">
              <View className="my-oracle__row">
                <KinBadge kin={r.guideKin} label={t('mayan.guide')} showNum={settings.showKinNum} testId="my-guide" />
              </View>
              <View className="my-oracle__row">
                <KinBadge kin={r.antipodeKin} label={t('mayan.antipode')} showNum={settings.showKinNum} testId="my-antipode" />
                <KinBadge kin={r.kin} label={t('mayan.self')} showNum={settings.showKinNum} />
                <KinBadge kin={r.analogKin} label={t('mayan.analog')} showNum={settings.showKinNum} testId="my-analog" />
              </View>
              <View className="my-oracle__row">
                <KinBadge kin={r.occultKin} label={t('mayan.occult')} showNum={settings.showKinNum} testId="my-occult" />
              </View>
            </View>
          </View>
          <View className="card my-facts">
            <Text>{t('mayan.wavespell', { n: r.wavespell, seal: l(SEAL_ZH[r.wavespellSeal - 1]) })}</Text>
            <Text>{t('mayan.castle', { name: l(CASTLE_ZH[r.castle - 1]) })}</Text>
            <Text data-testid="my-moon">
              {r.moonYear.dayOutOfTime ? t('mayan.dayOutOfTime') : t('mayan.moonDate', { moon: r.moonYear.moon, day: r.moonYear.day })}
            </Text>
          </View>
        </View>
      )}
      <View className="list">
        <Pressable className="list__item" data-testid="my-calendar" onPress={() => void navigate('mayan-calendar', { date })}>
          {t('mayanCalendar.open')} ›
        </Pressable>
        <Pressable className="list__item" data-testid="my-settings" onPress={() => void navigate('mayan-settings')}>
          {t('mayan.settings')} ›
        </Pressable>
      </View>
    </PageShell>
  )
}
