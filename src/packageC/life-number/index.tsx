import '@/packageC/locales.generated'
import { Text, View } from '@tarojs/components'
import { useLocalize, useT } from '@/components/hooks'
import { computeOnDate, DateRow, useDateParam } from '@/components/ui/date-param'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { GRID_LINES, GRID_ROWS, LINE_MEANINGS, lifeNumbers, NUMBER_MEANINGS } from '@/divination/numerology'
import { navigate } from '@/platform/navigation'
import { useLifeNumberSettings } from '@/store/life-number-settings'
import './index.css'

function NumberCard({ n, label, testId }: { n: number; label: string; testId: string }) {
  const l = useLocalize()
  const m = NUMBER_MEANINGS[n]
  return (
    <View className="card ln-number" data-testid={testId} data-n={n}>
      <View className="ln-number__head">
        <Text className="ln-number__n">{n}</Text>
        <View>
          <Text className="ln-number__label">{label}</Text>
          <Text className="ln-number__title">{l(m.title)}</Text>
        </View>
      </View>
      <View className="tr-keywords">
        {m.keywords.map((k) => (
          <Text key={k} className="tr-keyword">
            {l(k)}
          </Text>
        ))}
      </View>
      <Text className="ln-text">{l(m.meaning)}</Text>
      <Text className="ln-text ln-text--plus">＋ {l(m.strengths)}</Text>
      <Text className="ln-text ln-text--minus">－ {l(m.challenges)}</Text>
    </View>
  )
}

/** 生命灵数 of a birth date (?date=YYYY-MM-DD, else the chart birth's): the numbers, the 1–9 grid and its lines. */
export default function LifeNumberPage() {
  const t = useT()
  const l = useLocalize()
  const settings = useLifeNumberSettings((s) => s.settings)
  const [date, setDate] = useDateParam()
  const r = computeOnDate(date, (d) => lifeNumbers(d, settings))
  return (
    <PageShell routeId="life-number">
      <DateRow label={t('lifeNumber.birthDate')} date={date} onChange={setDate} testId="ln-date" />
      {typeof r === 'string' ? (
        <View className="card ct-warn">{l(r)}</View>
      ) : (
        <View data-testid="ln-result">
          <View className="card ln-summary">
            <Text data-testid="ln-talent">{t('lifeNumber.talent', { n: r.talent })}</Text>
            <Text data-testid="ln-life">{t('lifeNumber.life', { n: r.lifeNumber })}</Text>
            <Text>{t('lifeNumber.path', { n: r.lifePath, m: r.components.month, d: r.components.day, y: r.components.year })}</Text>
            <Text>{t('lifeNumber.birthday', { n: r.birthdayNumber })}</Text>
          </View>
          <NumberCard n={r.lifeNumber} label={t('lifeNumber.lifeLabel')} testId="ln-life-card" />
          <View className="card">
            <Text className="card__title">{t('lifeNumber.grid')}</Text>
            <View className="ln-grid" data-testid="ln-grid">
              {GRID_ROWS.map((row, i) => (
                <View key={i} className="ln-grid__row">
                  {row.map((digit) => (
                    <View
                      key={digit}
                      className={`ln-grid__cell${r.gridCounts[digit - 1] ? ' ln-grid__cell--on' : ''}`}
                      data-testid={`ln-cell-${digit}`}
                      data-count={r.gridCounts[digit - 1]}
                    >
                      <Text className="ln-grid__digit">{digit}</Text>
                      {r.gridCounts[digit - 1] > 0 && <Text className="ln-grid__count">×{r.gridCounts[digit - 1]}</Text>}
                    </View>
                  ))}
                </View>
              ))}
            </View>
            <Text className="muted">{r.gridLines.length ? t('lifeNumber.lines', { n: r.gridLines.length }) : t('lifeNumber.noLines')}</Text>
            {GRID_LINES.filter((line) => r.gridLines.includes(line.id)).map((line) => (
              <View key={line.id} className="ln-line" data-testid={`ln-line-${line.id}`}>
                <Text className="ln-line__name">
                  {line.id.split('').join('-')} {l(LINE_MEANINGS[line.id].name)}
                </Text>
                <Text className="ln-text">{l(LINE_MEANINGS[line.id].meaning)}</Text>
              </View>
            ))}
          </View>
          {r.birthdayNumber !== r.lifeNumber && <NumberCard n={r.birthdayNumber} label={t('lifeNumber.birthdayLabel')} testId="ln-birthday-card" />}
        </View>
      )}
      <View className="list">
        <Pressable className="list__item" data-testid="ln-settings" onPress={() => void navigate('life-number-settings')}>
          {t('lifeNumber.settings')} ›
        </Pressable>
      </View>
    </PageShell>
  )
}
