import { Text, View } from '@tarojs/components'
import { useLocalize, useT } from '@/components/hooks'
import { jdUTOfEpochMs } from '@/core/time'
import { zhengyuXiandu, type ZhengyuChart } from '@/divination/zhengyu'
import { roleAttributes } from '@/platform/a11y'
import { degMin } from './rows'

/** Ages as the table gives them: whole or half years, other readings to one decimal. */
const ageText = (years: number) => String(Math.round(years * 10) / 10)

/** 限度 (行限): the twelve periods from 命宫 with the one of `atMs` marked, and the 宿度 the 限 has reached. */
export function XianduCard({ chart, atMs }: { chart: ZhengyuChart; atMs: number }) {
  const t = useT()
  const l = useLocalize()
  const x = zhengyuXiandu(chart, jdUTOfEpochMs(atMs), chart.settings.xianduMingYears)
  const now = x.current
  return (
    <View className="card" data-testid="zy-xiandu" data-mode={x.mingYears}>
      <View className="card__title">{t('zhengyu.xiandu.title')}</View>
      <Text className="muted zy-xiandu__hint">{t(`zhengyu.xiandu.hint.${x.mingYears}`)}</Text>
      <Text className="zy-xiandu__now" data-testid="zy-xiandu-now">
        {now
          ? l(
              t('zhengyu.xiandu.now', {
                age: ageText(now.ageYears),
                palace: x.periods[now.index].palace,
                branch: x.periods[now.index].branch,
                xiu: now.xiu,
                deg: degMin(now.xiuDeg),
              }),
            )
          : t('zhengyu.xiandu.outside')}
      </Text>
      <View className="zy-table" {...roleAttributes('table', t('zhengyu.xiandu.title'))}>
        <View className="zy-tr zy-tr--head" {...roleAttributes('row')}>
          {(['colAge', 'colPalace', 'colYears'] as const).map((k) => (
            <Text key={k} className="zy-td" {...roleAttributes('columnheader')}>
              {t(`zhengyu.xiandu.${k}`)}
            </Text>
          ))}
        </View>
        {x.periods.map((p, i) => (
          <View
            key={p.branch}
            className={`zy-tr${now?.index === i ? ' zy-tr--current' : ''}`}
            {...roleAttributes('row')}
            data-testid={`zy-xiandu-${i}`}
            data-current={now?.index === i ? '1' : '0'}
          >
            <Text className="zy-td" {...roleAttributes('cell')}>
              {t('zhengyu.xiandu.ages', { from: ageText(p.startAge), to: ageText(p.endAge) })}
            </Text>
            <Text className="zy-td" {...roleAttributes('cell')}>
              {l(`${p.palace} ${p.branch}`)}
            </Text>
            <Text className="zy-td" {...roleAttributes('cell')}>
              {t('zhengyu.xiandu.years', { n: ageText(p.endAge - p.startAge) })}
            </Text>
          </View>
        ))}
      </View>
    </View>
  )
}
