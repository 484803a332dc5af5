import { Text, View } from '@tarojs/components'
import { useLocalize, useT } from '@/components/hooks'
import type { CalendarDay } from '@/divination/calendar'

function Field({ label, value, rule, testId }: { label: string; value: string; rule?: string; testId?: string }) {
  const l = useLocalize()
  return (
    <View className="cal-field" data-testid={testId}>
      <Text className="cal-field__label">{label}</Text>
      <View className="cal-field__body">
        <Text className="cal-field__value">{l(value)}</Text>
        {rule && <Text className="cal-field__rule">{l(rule)}</Text>}
      </View>
    </View>
  )
}

/** The 黄历 view of one day: 宜/忌, 建除十二神, 黄道/黑道, 值日星宿, 冲煞, 彭祖百忌, 吉神方位, each with its rule. */
export function DayView({ day, showOther }: { day: CalendarDay; showOther: boolean }) {
  const t = useT()
  const l = useLocalize()
  const p = day.positions
  const festivals = [...day.festivals, ...(showOther ? day.otherFestivals : [])]
  return (
    <View className="card cal-day" data-testid="cal-day">
      <View className="cal-day__head">
        <Text className="cal-day__date">{day.date}</Text>
        <Text className="cal-day__week">{l(day.week)}</Text>
      </View>
      <Text className="cal-day__lunar" data-testid="cal-day-lunar">
        {l(day.lunar.text)}
      </Text>
      <Text className="cal-day__gz">
        {t('calendar.ganZhiLine', { y: l(day.ganZhi.year), m: l(day.ganZhi.month), d: l(day.ganZhi.day), animal: l(day.animal) })}
      </Text>
      {(day.terms.length > 0 || festivals.length > 0) && (
        <View className="cal-day__tags">
          {day.terms.map((x) => (
            <Text key={x.name} className="cal-tag cal-tag--term" data-testid="cal-day-term">
              {l(x.name)} {x.time.slice(11, 19)}
            </Text>
          ))}
          {festivals.map((f) => (
            <Text key={f} className="cal-tag">
              {l(f)}
            </Text>
          ))}
        </View>
      )}
      <View className="cal-yiji">
        <View className="cal-yiji__col" data-testid="cal-yi">
          <Text className="cal-yiji__mark cal-yiji__mark--yi">{t('calendar.yi')}</Text>
          <Text className="cal-yiji__list">{day.yi.length ? l(day.yi.join(' ')) : t('calendar.none')}</Text>
        </View>
        <View className="cal-yiji__col" data-testid="cal-ji">
          <Text className="cal-yiji__mark cal-yiji__mark--ji">{t('calendar.ji')}</Text>
          <Text className="cal-yiji__list">{day.ji.length ? l(day.ji.join(' ')) : t('calendar.none')}</Text>
        </View>
      </View>
      <Field
        testId="cal-jianchu"
        label={t('calendar.jianChu')}
        value={t('calendar.jianChuValue', { name: day.jianChu.name })}
        rule={day.jianChu.rule}
      />
      <Field
        testId="cal-tianshen"
        label={t('calendar.tianShen')}
        value={`${day.tianShen.name} · ${day.tianShen.type}（${day.tianShen.luck}）`}
        rule={day.tianShen.rule}
      />
      <Field
        testId="cal-xiu"
        label={t('calendar.xiu')}
        value={`${day.xiu.name}${day.xiu.qiZheng}${day.xiu.animal} · ${day.xiu.luck} · ${day.xiu.gong}方${day.xiu.shou}`}
        rule={day.xiu.song || day.xiu.rule}
      />
      <Field
        testId="cal-chongsha"
        label={t('calendar.chongSha')}
        value={`${t('calendar.chong')}${day.chongSha.chongDesc} · ${t('calendar.sha')}${day.chongSha.sha}`}
        rule={day.chongSha.rule}
      />
      <Field testId="cal-pengzu" label={t('calendar.pengZu')} value={`${day.pengZu.gan} · ${day.pengZu.zhi}`} rule={day.pengZu.rule} />
      <Field
        testId="cal-positions"
        label={t('calendar.positions')}
        value={t('calendar.positionsValue', { xi: l(p.xi), fu: l(p.fu), cai: l(p.cai), yang: l(p.yangGui), yin: l(p.yinGui) })}
        rule={p.rule}
      />
      <Field label={t('calendar.jiShen')} value={day.jiShen.join(' ') || '—'} />
      <Field label={t('calendar.xiongSha')} value={day.xiongSha.join(' ') || '—'} />
      <Text className="cal-day__source">{l(day.source)}</Text>
    </View>
  )
}
