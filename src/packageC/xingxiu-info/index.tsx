import '@/packageC/locales.generated'
import { Text, View } from '@tarojs/components'
import { useMemo, useState } from 'react'
import { useLocalize, useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import type { CivilDate } from '@/core/time'
import { dayXiu, lunarDaysOfXiu27, nextXiuDay, XIU27, XIU28, xiu28ByName, type Xiu27 } from '@/divination/xingxiu'
import { useRouteParams } from '@/platform/route-params'
import './index.css'

function todayOf(): CivilDate {
  const d = new Date()
  return { year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate() }
}

const QUARTERS = [0, 1, 2, 3].map((q) => XIU28.slice(q * 7, q * 7 + 7))

/** One 宿: its 七曜, 禽, 象, our reading, its next 值日 day and the lunar birthdays that give it as the 宿曜经 宿. */
export default function XingxiuInfoPage() {
  const t = useT()
  const l = useLocalize()
  const params = useRouteParams()
  const [today] = useState(todayOf)
  const asked = typeof params.name === 'string' && XIU28.includes(params.name) ? params.name : undefined
  const [name, setName] = useState(() => asked ?? dayXiu(today).name)
  const x = useMemo(() => xiu28ByName(name), [name])
  const index27 = XIU27.indexOf(name as Xiu27)
  const days = useMemo(() => (index27 < 0 ? [] : lunarDaysOfXiu27(name as Xiu27)), [name, index27])

  return (
    <PageShell routeId="xingxiu-info" title={t('xingxiu.infoTitle')}>
      <View className="card xi-head" data-testid="xi-head">
        <Text className="xi-head__glyph">{l(x.name)}</Text>
        <View className="xi-head__body">
          <Text className="xi-head__name">{l(x.fullName)}</Text>
          <Text className="muted">{t('xingxiu.quarterLine', { quarter: l(x.quarter), qiYao: l(x.qiYao), animal: l(x.animal) })}</Text>
          <Text className="muted">{index27 < 0 ? t('xingxiu.sukuyoNone') : t('xingxiu.sukuyoIndex', { n: index27 + 1 })}</Text>
          <Text className="muted" data-testid="xi-next">
            {t('xingxiu.nextDay', { date: nextXiuDay(name, today) })}
          </Text>
        </View>
      </View>

      <View className="card" data-testid="xi-text">
        <View className="card__title">{t('xingxiu.meaning')}</View>
        <Text className="xi-text">{t(`xingxiu.text.${name}`)}</Text>
      </View>

      {days.length > 0 && (
        <View className="card" data-testid="xi-days">
          <Text className="muted">{t('xingxiu.lunarDays', { name: l(name) })}</Text>
          <View className="xi-days">
            {days.map((d) => (
              <Text key={`${d.month}-${d.day}`} className="xi-day">
                {t('xingxiu.monthDay', { m: d.month, d: d.day })}
              </Text>
            ))}
          </View>
        </View>
      )}

      <View className="list">
        <View className="list__header">{t('xingxiu.pickXiu')}</View>
        {QUARTERS.map((row, q) => (
          <View key={q} className="xi-row">
            {row.map((n) => (
              <Pressable
                inline
                key={n}
                className={`xi-chip${n === name ? ' xi-chip--on' : ''}`}
                data-testid={`xi-pick-${n}`}
                onPress={() => setName(n)}
              >
                {l(n)}
              </Pressable>
            ))}
          </View>
        ))}
      </View>
    </PageShell>
  )
}
