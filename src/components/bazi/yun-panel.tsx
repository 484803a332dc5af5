import { ScrollView, Text, View } from '@tarojs/components'
import { useMemo, useState } from 'react'
import { useLocalize, useT } from '@/components/hooks'
import { liuYueOf, type BaziChart, type DaYun } from '@/divination/bazi'
import { elementClass, elementOfChar } from './elements'
import { Pressable } from '@/components/ui/pressable'
import { scrollRegionAttributes } from '@/platform/a11y'
import './bazi.css'

/** The 大运 that contains a year (童限 = index 0), or the first one. */
export function daYunIndexOfYear(chart: Pick<BaziChart, 'yun'>, year: number): number {
  const all = [chart.yun.childhood, ...chart.yun.list]
  const i = all.findIndex((d) => year >= d.startYear && year <= d.endYear)
  return i >= 0 ? i : year < chart.yun.childhood.startYear ? 0 : all.length - 1
}

function GanZhi({ text, small }: { text: string; small?: boolean }) {
  const l = useLocalize()
  return (
    <Text className={`bz-yun__gz${small ? ' bz-yun__gz--small' : ''}`}>
      {[...text].map((c, i) => (
        <Text key={i} className={elementClass(elementOfChar(c))}>
          {l(c)}
        </Text>
      ))}
    </Text>
  )
}

/**
 * 大运 as a horizontal strip of cards (start age per the 虚岁/周岁 setting, start year); the chosen 大运 shows its
 * 交运 date and its 流年 (with 小运); the chosen 流年 shows its 流月 with the opening 节.
 */
export function YunPanel({ chart, currentYear }: { chart: BaziChart; currentYear: number }) {
  const t = useT()
  const l = useLocalize()
  const all: DaYun[] = useMemo(() => [chart.yun.childhood, ...chart.yun.list], [chart])
  const [dyIndex, setDyIndex] = useState(() => daYunIndexOfYear(chart, currentYear))
  const dy = all[Math.min(dyIndex, all.length - 1)]
  const [year, setYear] = useState<number | null>(() => (currentYear >= dy.startYear && currentYear <= dy.endYear ? currentYear : null))
  const months = useMemo(() => {
    if (year === null) return null
    try {
      return liuYueOf(year)
    } catch {
      return null
    }
  }, [year])
  const zhou = chart.yun.ageType === 'zhou'
  const ageUnit = zhou ? t('bazi.ageZhou') : t('bazi.ageXu')
  const q = chart.yun.qiYun
  return (
    <View className="card" data-testid="bz-yun">
      <View className="card__title">{t('bazi.daYun')}</View>
      <View className="bz-line" data-testid="bz-qiyun">
        {t('bazi.qiYunLine', {
          dir: chart.yun.forward ? t('bazi.forward') : t('bazi.backward'),
          y: q.years,
          m: q.months,
          d: q.days,
          at: q.startsAt.slice(0, 16),
          age: zhou ? q.startAgeZhou : q.startAgeXu,
          unit: ageUnit,
        })}
      </View>
      <ScrollView scrollX className="bz-strip" data-testid="bz-dayun-strip" {...scrollRegionAttributes(t('bazi.daYun'))}>
        {all.map((d, i) => (
          <Pressable
            key={d.index}
            className={`bz-yun${i === dyIndex ? ' bz-yun--on' : ''}`}
            data-testid={`bz-dayun-${d.index}`}
            onPress={() => {
              setDyIndex(i)
              setYear(null)
            }}
          >
            <Text className="bz-yun__age">{t('bazi.ageRange', { from: d.startAge, to: d.endAge, unit: ageUnit })}</Text>
            {d.ganZhi ? <GanZhi text={d.ganZhi} /> : <Text className="bz-yun__gz bz-yun__gz--small">{t('bazi.childhood')}</Text>}
            <Text className="bz-yun__year">{d.startYear}</Text>
          </Pressable>
        ))}
      </ScrollView>
      <View className="bz-line" data-testid="bz-dayun-line">
        {dy.ganZhi
          ? t('bazi.daYunLine', { gz: l(dy.ganZhi), from: dy.startYear, to: dy.endYear, at: dy.startsAt.slice(0, 16) })
          : t('bazi.childhoodLine', { from: dy.startYear, to: dy.endYear })}
      </View>

      <View className="bz-sub">{t('bazi.liuNian')}</View>
      <ScrollView scrollX className="bz-strip" data-testid="bz-liunian-strip" {...scrollRegionAttributes(t('bazi.liuNian'))}>
        {dy.liuNian.map((n) => (
          <Pressable
            key={n.year}
            className={`bz-yun bz-yun--narrow${n.year === year ? ' bz-yun--on' : ''}`}
            data-testid={`bz-liunian-${n.year}`}
            onPress={() => setYear(n.year)}
          >
            <Text className="bz-yun__year">{n.year}</Text>
            <GanZhi text={n.ganZhi} small />
            <Text className="bz-yun__age">{t('bazi.age', { age: zhou ? n.ageZhou : n.ageXu, unit: ageUnit })}</Text>
            <Text className="bz-yun__age">{t('bazi.xiaoYun', { gz: l(n.xiaoYun) })}</Text>
            {n.changeYun && <Text className="bz-yun__mark">{t('bazi.changeYun')}</Text>}
          </Pressable>
        ))}
      </ScrollView>
      {year === null && <View className="bz-line">{t('bazi.tapLiuNian')}</View>}
      {months && year !== null && (
        <>
          <View className="bz-sub">{t('bazi.liuYue', { year })}</View>
          <ScrollView scrollX className="bz-strip" data-testid="bz-liuyue-strip" {...scrollRegionAttributes(t('bazi.liuYue', { year }))}>
            {months.map((m) => (
              <View key={m.index} className="bz-yun bz-yun--narrow" data-testid="bz-liuyue">
                <Text className="bz-yun__age">{l(m.term)}</Text>
                <GanZhi text={m.ganZhi} small />
                <Text className="bz-yun__year">{m.termTime.slice(5, 10)}</Text>
              </View>
            ))}
          </ScrollView>
        </>
      )}
    </View>
  )
}
