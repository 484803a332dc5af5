import '@/packageA/locales.generated'
import { View } from '@tarojs/components'
import type { ZhengyuSettings } from '@/divination/zhengyu'
import { useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { ChoiceRow, SwitchRow } from '@/components/ui/setting-rows'
import { XiuWidthsRow } from '@/components/xiu-widths-row'
import { AYANAMSA_CHOICES } from '@/store/vedic-settings'
import { useZhengyuSettings } from '@/store/zhengyu-settings'
import { ShenshaSwitches } from './shensha-switches'
import './index.css'

/** 七政四余 settings (SPEC pagesB/zhengyu-settings, §3 "calculation types"): every school choice of the engine. */
export default function ZhengyuSettingsPage() {
  const t = useT()
  const s = useZhengyuSettings((st) => st.settings)
  const changed = (patch: Partial<ZhengyuSettings>) => useZhengyuSettings.getState().changed(patch)
  return (
    <PageShell routeId="zhengyu-settings">
      <View className="list">
        <ChoiceRow
          label={t('zhengyuSettings.mingGongMethod')}
          hint={t('zhengyuSettings.mingGongMethodHint')}
          value={s.mingGongMethod}
          choices={[
            { value: 'ascendant', label: t('zhengyuSettings.mingAscendant') },
            { value: 'sun', label: t('zhengyuSettings.mingSun') },
          ]}
          onChange={(v) => changed({ mingGongMethod: v })}
          testId="zs-mingGongMethod"
        />
        <XiuWidthsRow value={s.xiuWidths} onChange={(v) => changed({ xiuWidths: v })} testId="zs-xiuWidths" />
        <ChoiceRow
          label={t('zhengyuSettings.palaceFrame')}
          hint={t('zhengyuSettings.palaceFrameHint')}
          value={s.palaceFrame}
          choices={[
            { value: 'signs', label: t('zhengyuSettings.palaceSigns') },
            { value: 'ciXiu', label: t('zhengyuSettings.palaceCiXiu') },
          ]}
          onChange={(v) => changed({ palaceFrame: v })}
          testId="zs-palaceFrame"
        />
        <ChoiceRow
          label={t('zhengyuSettings.miaoWangType')}
          hint={t('zhengyuSettings.miaoWangTypeHint')}
          value={s.miaoWangType}
          choices={[
            { value: 'yuan', label: t('zhengyuSettings.miaoYuan') },
            { value: 'sanchen', label: t('zhengyuSettings.miaoSanchen') },
          ]}
          onChange={(v) => changed({ miaoWangType: v })}
          testId="zs-miaoWangType"
        />
        <ChoiceRow
          label={t('zhengyuSettings.xianduMingYears')}
          hint={t('zhengyuSettings.xianduMingYearsHint')}
          value={s.xianduMingYears}
          choices={[
            { value: 'table', label: t('zhengyuSettings.xianduTable') },
            { value: 'sanDu', label: t('zhengyuSettings.xianduSanDu') },
          ]}
          onChange={(v) => changed({ xianduMingYears: v })}
          testId="zs-xianduMingYears"
        />
        <ChoiceRow
          label={t('zhengyuSettings.luohouNode')}
          hint={t('zhengyuSettings.luohouNodeHint')}
          value={s.luohouNode}
          choices={[
            { value: 'ascending', label: t('zhengyuSettings.luohouAscending') },
            { value: 'descending', label: t('zhengyuSettings.luohouDescending') },
          ]}
          onChange={(v) => changed({ luohouNode: v })}
          testId="zs-luohouNode"
        />
        <SwitchRow
          label={t('zhengyuSettings.nodeTrue')}
          hint={t('zhengyuSettings.nodeTrueHint')}
          value={s.nodeTrue}
          onChange={(on) => changed({ nodeTrue: on })}
          testId="zs-nodeTrue"
        />
        <SwitchRow
          label={t('zhengyuSettings.yuebeiTrue')}
          hint={t('zhengyuSettings.yuebeiTrueHint')}
          value={s.yuebeiTrue}
          onChange={(on) => changed({ yuebeiTrue: on })}
          testId="zs-yuebeiTrue"
        />
        <ChoiceRow
          label={t('zhengyuSettings.zodiac')}
          hint={t('zhengyuSettings.zodiacHint')}
          value={s.zodiac}
          choices={[
            { value: 'tropical', label: t('zhengyu.zodiac.tropical') },
            { value: 'sidereal', label: t('zhengyu.zodiac.sidereal') },
          ]}
          onChange={(v) => changed({ zodiac: v })}
          testId="zs-zodiac"
        />
        {s.zodiac === 'sidereal' && (
          <ChoiceRow
            label={t('zhengyuSettings.sidMode')}
            hint={t('zhengyuSettings.sidModeHint')}
            value={String(s.sidMode)}
            choices={AYANAMSA_CHOICES.map((a) => ({ value: String(a.sidMode), label: t(`vedic.ayanamsaName.${a.sidMode}`) }))}
            onChange={(v) => changed({ sidMode: Number(v) })}
            testId="zs-sidMode"
          />
        )}
      </View>
      <ShenshaSwitches off={s.shenshaOff} onChange={(next) => changed({ shenshaOff: next })} />
    </PageShell>
  )
}
