/** 干支 of any date-time: four pillars with 纳音 and 旬空, the lunar date and the term in force, under the bazi settings. */
import { Text, View } from '@tarojs/components'
import { useMemo } from 'react'
import { useLocalize, useT } from '@/components/hooks'
import { ChoiceRow } from '@/components/ui/setting-rows'
import { Pressable } from '@/components/ui/pressable'
import { solarTimeOf } from '@/divination/bazi'
import { momentOf } from '@/divination/calendar'
import { ganZhiReport } from '@/divination/calendar/converters'
import { navigate } from '@/platform/navigation'
import { useBaziSettings } from '@/store/bazi-settings'
import { attempt, type ToolInput } from './inputs'

const PILLARS = ['year', 'month', 'day', 'hour'] as const

export function GanZhiView({ input }: { input: ToolInput }) {
  const t = useT()
  const l = useLocalize()
  const s = useBaziSettings()
  const solarTime = solarTimeOf(s)
  const r = useMemo(
    () =>
      attempt(() =>
        ganZhiReport(momentOf({ date: input.date, time: input.time, birthZone: input.birthZone, lng: input.lngDeg }), {
          nextDayZiShi: s.nextDayZiShi,
          jieqiType: s.jieqiType,
          solarTime,
        }),
      ),
    [input, s.nextDayZiShi, s.jieqiType, solarTime],
  )
  return (
    <View data-testid="cu-ganzhi">
      <View className="list">
        <ChoiceRow
          testId="cu-zishi"
          label={t('chineseUtils.ziShi')}
          hint={t('chineseUtils.ziShiHint')}
          value={s.nextDayZiShi ? 'next' : 'same'}
          choices={[
            { value: 'same', label: t('chineseUtils.ziSameDay') },
            { value: 'next', label: t('chineseUtils.ziNextDay') },
          ]}
          onChange={(v) => s.settingChosen('nextDayZiShi', v === 'next')}
        />
        <Pressable className="list__item" data-testid="cu-bazi-settings" onPress={() => void navigate('bazi-settings')}>
          <Text>{t('chineseUtils.timeBasis')}</Text>
          <Text className="list__value">{t(`chineseUtils.basis.${solarTime}`)} ›</Text>
        </Pressable>
      </View>
      {!r.ok ? (
        <View className="card muted" data-testid="cu-error">
          {l(r.message)}
        </View>
      ) : (
        <View className="card" data-testid="cu-ganzhi-result">
          <View className="cu-pillars">
            {PILLARS.map((k) => (
              <View key={k} className="cu-pillar" data-testid={`cu-pillar-${k}`}>
                <Text className="muted">{t(`chineseUtils.pillar.${k}`)}</Text>
                <Text className="cu-pillar__gz">{l(r.value.pillars[k].ganZhi)}</Text>
                <Text className="cu-pillar__sub">{l(r.value.pillars[k].naYin)}</Text>
                <Text className="cu-pillar__sub">{l(t('chineseUtils.xunKongOf', { kong: r.value.pillars[k].xunKong }))}</Text>
              </View>
            ))}
          </View>
          <View className="cu-row">
            <Text className="muted">{t('chineseUtils.lunar')}</Text>
            <Text data-testid="cu-lunar">{l(`${r.value.lunar.text}（${r.value.lunar.animal}）`)}</Text>
          </View>
          <View className="cu-row">
            <Text className="muted">{t('chineseUtils.termInForce')}</Text>
            <Text data-testid="cu-term">{l(`${r.value.termInForce.name} ${r.value.termInForce.time}`)}</Text>
          </View>
          <View className="cu-row">
            <Text className="muted">{t('chineseUtils.nextTerm')}</Text>
            <Text>{l(`${r.value.nextTerm.name} ${r.value.nextTerm.time}`)}</Text>
          </View>
          <View className="cu-row">
            <Text className="muted">{t('chineseUtils.localTime')}</Text>
            <Text>{l(r.value.localTime)}</Text>
          </View>
          {r.value.lateZi && (
            <View className="muted cu-hint" data-testid="cu-latezi">
              {t(r.value.nextDayZiShi ? 'chineseUtils.lateZiNext' : 'chineseUtils.lateZiSame')}
            </View>
          )}
          <View className="muted cu-hint">{l(r.value.pillars.day.rule)}</View>
        </View>
      )}
    </View>
  )
}
