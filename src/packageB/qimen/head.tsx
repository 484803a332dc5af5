import { Text, View } from '@tarojs/components'
import { useLocalize, useT } from '@/components/hooks'
import { isDayQimenChart, type DayQimenChart, type QimenChart } from '@/divination/qimen'

/** Pillars, 局 and the board's key facts: 值符/值使 for 时家-style boards, 太乙/休门 for the 日家 board. */
export function BoardHead({ chart }: { chart: QimenChart | DayQimenChart }) {
  const t = useT()
  const l = useLocalize()
  const day = isDayQimenChart(chart)
  return (
    <View className="card qm-head">
      <Text className="qm-pillars" data-testid="qm-pillars">
        {l(chart.pillars)}
      </Text>
      <Text className="qm-ju" data-testid="qm-ju">
        {day
          ? l(`${chart.solarTerm} ${chart.dun} ${t('qimen.dayBoard', { day: chart.dayPillar })}`)
          : l(`${chart.solarTerm} ${chart.yuan} ${chart.dun}${t('qimen.juN', { n: chart.ju })}`)}
      </Text>
      {day ? (
        <View className="qm-facts">
          <Text>{l(t('qimen.taiyi', { palace: chart.taiyiPalace }))}</Text>
          <Text>{l(t('qimen.restDoor', { palace: chart.restDoorPalace }))}</Text>
          <Text>{l(t('qimen.xunHead', { xun: chart.xunHead }))}</Text>
          <Text>{l(t('qimen.dayVoid', { void: chart.dayVoid }))}</Text>
          <Text>{l(t('qimen.horse', { branch: chart.horse.branch, palace: chart.horse.palace }))}</Text>
        </View>
      ) : (
        <View className="qm-facts">
          <Text>{l(t('qimen.zhiFu', { star: chart.zhiFu.star, palace: chart.zhiFu.landsPalace }))}</Text>
          <Text>{l(t('qimen.zhiShi', { door: chart.zhiShi.door, palace: chart.zhiShi.landsPalace }))}</Text>
          <Text>{l(t('qimen.xunHead', { xun: chart.xunHead }))}</Text>
          <Text>{l(t('qimen.void', { void: chart.timeVoid }))}</Text>
          <Text>{l(t('qimen.horse', { branch: chart.horse.branch, palace: chart.horse.palace }))}</Text>
        </View>
      )}
    </View>
  )
}
