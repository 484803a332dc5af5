import '@/packageB/locales.generated'
import { Text, View } from '@tarojs/components'
import { ChoiceRow, SwitchRow } from '@/components/ui/setting-rows'
import { useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { ui } from '@/components/ui/ui'
import { QI_YUN_METHODS, type BaziSettings } from '@/divination/bazi'
import { useBaziSettings, type BaziShowFlag } from '@/store/bazi-settings'
import { Pressable } from '@/components/ui/pressable'

const SHOW_FLAGS: BaziShowFlag[] = ['hiddenStems', 'naYin', 'diShi', 'xunKong', 'shensha', 'taiYuan']

/** Every SPEC §3 bazi field, each with what it changes. */
export default function BaziSettingsPage() {
  const t = useT()
  const s = useBaziSettings()
  const choose =
    <K extends keyof BaziSettings>(key: K) =>
    (v: string) => {
      const value = key === 'shenshaLevel' || key === 'mingType' || key === 'shenType' || key === 'daYunCount' ? Number(v) : v
      s.settingChosen(key as Exclude<K, 'show'>, value as never)
    }
  const bool = (on: boolean) => (on ? 'true' : 'false')
  return (
    <PageShell routeId="bazi-settings">
      <View className="list">
        <View className="list__header">{t('baziSettings.groupTime')}</View>
        <SwitchRow
          label={t('baziSettings.isDelta')}
          hint={t('baziSettings.isDeltaHint')}
          value={s.isDelta}
          onChange={(on) => s.settingChosen('isDelta', on)}
          testId="bs-isDelta"
        />
        {s.isDelta && (
          <ChoiceRow
            testId="bs-isMean"
            label={t('baziSettings.isMean')}
            hint={t('baziSettings.isMeanHint')}
            value={bool(s.isMean)}
            choices={[
              { value: 'false', label: t('baziSettings.trueSolar') },
              { value: 'true', label: t('baziSettings.meanSolar') },
            ]}
            onChange={(v) => s.settingChosen('isMean', v === 'true')}
          />
        )}
        <ChoiceRow
          testId="bs-nextDayZiShi"
          label={t('baziSettings.nextDayZiShi')}
          hint={t('baziSettings.nextDayZiShiHint')}
          value={bool(s.nextDayZiShi)}
          choices={[
            { value: 'false', label: t('baziSettings.ziSameDay') },
            { value: 'true', label: t('baziSettings.ziNextDay') },
          ]}
          onChange={(v) => s.settingChosen('nextDayZiShi', v === 'true')}
        />
        <ChoiceRow
          testId="bs-jieqiType"
          label={t('baziSettings.jieqiType')}
          hint={t('baziSettings.jieqiTypeHint')}
          value={s.jieqiType}
          choices={[
            { value: 'exact', label: t('baziSettings.jieqiExact') },
            { value: 'day', label: t('baziSettings.jieqiDay') },
          ]}
          onChange={choose('jieqiType')}
        />
      </View>

      <View className="list">
        <View className="list__header">{t('baziSettings.groupChart')}</View>
        <ChoiceRow
          testId="bs-cangganType"
          label={t('baziSettings.cangganType')}
          hint={t('baziSettings.cangganTypeHint')}
          value={s.cangganType}
          choices={[
            { value: 'full', label: t('baziSettings.cangganFull') },
            { value: 'main', label: t('baziSettings.cangganMain') },
          ]}
          onChange={choose('cangganType')}
        />
        <ChoiceRow
          testId="bs-shenshaLevel"
          label={t('baziSettings.shenshaLevel')}
          hint={t('baziSettings.shenshaLevelHint')}
          value={String(s.shenshaLevel)}
          choices={[1, 2, 3].map((n) => ({ value: String(n), label: t(`baziSettings.shensha${n}`) }))}
          onChange={choose('shenshaLevel')}
        />
        <ChoiceRow
          testId="bs-mingType"
          label={t('baziSettings.mingType')}
          hint={t('baziSettings.mingTypeHint')}
          value={String(s.mingType)}
          choices={[
            { value: '1', label: t('baziSettings.byJie') },
            { value: '2', label: t('baziSettings.byZhongQi') },
          ]}
          onChange={choose('mingType')}
        />
        <SwitchRow
          label={t('baziSettings.mingZhi')}
          hint={t('baziSettings.mingZhiHint')}
          value={s.mingZhi}
          onChange={(on) => s.settingChosen('mingZhi', on)}
          testId="bs-mingZhi"
        />
        <ChoiceRow
          testId="bs-shenType"
          label={t('baziSettings.shenType')}
          hint={t('baziSettings.shenTypeHint')}
          value={String(s.shenType)}
          choices={[
            { value: '1', label: t('baziSettings.byJie') },
            { value: '2', label: t('baziSettings.byZhongQi') },
          ]}
          onChange={choose('shenType')}
        />
        <SwitchRow
          label={t('baziSettings.shenZhi')}
          hint={t('baziSettings.shenZhiHint')}
          value={s.shenZhi}
          onChange={(on) => s.settingChosen('shenZhi', on)}
          testId="bs-shenZhi"
        />
      </View>

      <View className="list">
        <View className="list__header">{t('baziSettings.groupYun')}</View>
        <ChoiceRow
          testId="bs-qiYunMethod"
          label={t('baziSettings.qiYunMethod')}
          hint={t(`baziSettings.qiYun_${s.qiYunMethod}Hint`)}
          value={s.qiYunMethod}
          choices={QI_YUN_METHODS.map((m) => ({ value: m, label: t(`baziSettings.qiYun_${m}`) }))}
          onChange={choose('qiYunMethod')}
        />
        <ChoiceRow
          testId="bs-ageType"
          label={t('baziSettings.ageType')}
          hint={t('baziSettings.ageTypeHint')}
          value={s.ageType}
          choices={[
            { value: 'xu', label: t('baziSettings.ageXu') },
            { value: 'zhou', label: t('baziSettings.ageZhou') },
          ]}
          onChange={choose('ageType')}
        />
        <View className="list__item sr-item">
          <View className="sr-item__top">
            <Text className="sr-item__label">{t('baziSettings.daYunCount')}</Text>
            <Pressable
              inline
              className="sr-item__value"
              data-testid="bs-daYunCount"
              onPress={async () => {
                const counts = Array.from({ length: 12 }, (_, i) => String(i + 1))
                const r = await ui.picker({ title: t('baziSettings.daYunCount'), columns: [counts], value: [s.daYunCount - 1] })
                if (r.ok) s.settingChosen('daYunCount', r.indexes[0] + 1)
              }}
            >
              {t('baziSettings.steps', { n: s.daYunCount })} ›
            </Pressable>
          </View>
          <View className="sr-item__hint">{t('baziSettings.daYunCountHint')}</View>
        </View>
        <SwitchRow
          label={t('baziSettings.showLiuNianChangeYun')}
          hint={t('baziSettings.showLiuNianChangeYunHint')}
          value={s.showLiuNianChangeYun}
          onChange={(on) => s.settingChosen('showLiuNianChangeYun', on)}
          testId="bs-showLiuNianChangeYun"
        />
      </View>

      <View className="list">
        <View className="list__header">{t('baziSettings.groupShow')}</View>
        {SHOW_FLAGS.map((flag) => (
          <SwitchRow
            key={flag}
            label={t(`baziSettings.show_${flag}`)}
            value={s.show[flag]}
            onChange={(on) => s.showFlagToggled(flag, on)}
            testId={`bs-show-${flag}`}
          />
        ))}
      </View>

      <Pressable
        className="btn btn--ghost sr-reset"
        data-testid="bs-reset"
        onPress={async () => {
          const r = await ui.confirm({ title: t('baziSettings.reset'), content: t('baziSettings.resetConfirm'), danger: true })
          if (r.ok) {
            s.resetToDefaults()
            ui.toast(t('baziSettings.resetDone'))
          }
        }}
      >
        {t('baziSettings.reset')}
      </Pressable>
    </PageShell>
  )
}
