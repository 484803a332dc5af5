import '@/packageB/locales.generated'
import { Text, View } from '@tarojs/components'
import { useLocalize, useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { ChoiceRow, SwitchRow } from '@/components/ui/setting-rows'
import { navigate } from '@/platform/navigation'
import { formatDateOf, formatTimeOf } from '@/packageB/chinese-divination/cast-time'
import { useCetianHistory, type CetianHistoryEntry } from '@/store/cetian-history'
import { useCetianSettings, type CetianPageSettings } from '@/store/cetian-settings'
import '@/packageB/ziwei/index.css'
import './index.css'

/** The cast time in the device's local time. */
const castText = (iso: string) => {
  const d = new Date(iso)
  return `${formatDateOf(d)} ${formatTimeOf(d)}`
}

type Flag = 'showXianStar' | 'showMiaoWang' | 'showElement' | 'showYinYang' | 'showDaxianAges'
const FLAGS: readonly Flag[] = ['showXianStar', 'showMiaoWang', 'showElement', 'showYinYang', 'showDaxianAges']

function HistoryRow({ e }: { e: CetianHistoryEntry }) {
  const t = useT()
  const l = useLocalize()
  const open = () =>
    void navigate('cetian', { date: e.date, time: e.time, birthZone: e.birthZone, summer: e.summer, sex: e.sex, ...(e.name ? { name: e.name } : {}) })
  return (
    <Pressable className="list__item ct-history" data-testid="ct-history-item" onPress={open}>
      <Text className="ct-history__name">{e.name ? l(e.name) : e.isNow ? t('cetianSettings.historyNow') : t('cetianSettings.historyTyped')}</Text>
      <Text className="muted">
        {t('cetianSettings.historyLine', { date: e.date, time: e.time, sex: e.sex === 1 ? t('cetian.male') : t('cetian.female') })}
      </Text>
      <Text className="muted">{t('cetianSettings.historyCast', { at: castText(e.castAt) })}</Text>
    </Pressable>
  )
}

/** 策天 settings (SPEC pagesB/cetian-settings, §3 "Cetian"): the readings, the show toggles and the search history. */
export default function CetianSettingsPage() {
  const t = useT()
  const s = useCetianSettings((st) => st.settings)
  const entries = useCetianHistory((st) => st.entries)
  const changed = (patch: Partial<CetianPageSettings>) => useCetianSettings.getState().changed(patch)
  return (
    <PageShell routeId="cetian-settings">
      <View className="list">
        <ChoiceRow
          label={t('cetianSettings.miaoWangType')}
          hint={t('cetianSettings.miaoWangTypeHint')}
          value={s.miaoWangType}
          choices={[
            { value: 'yiyu', label: t('cetianSettings.miaoYiyu') },
            { value: 'quanji', label: t('cetianSettings.miaoQuanji') },
          ]}
          onChange={(v) => changed({ miaoWangType: v })}
          testId="cs-miaoWangType"
        />
        <ChoiceRow
          label={t('cetianSettings.calcType')}
          hint={t('cetianSettings.calcTypeHint')}
          value={s.calcType}
          choices={[
            { value: 'yiyu', label: t('cetianSettings.calcYiyu') },
            { value: 'daozang', label: t('cetianSettings.calcDaozang') },
          ]}
          onChange={(v) => changed({ calcType: v })}
          testId="cs-calcType"
        />
        <ChoiceRow
          label={t('cetianSettings.starCalcType')}
          hint={t('cetianSettings.starCalcTypeHint')}
          value={s.starCalcType}
          choices={[
            { value: 'yinzheng', label: t('cetianSettings.shenYinzheng') },
            { value: 'literal', label: t('cetianSettings.shenLiteral') },
          ]}
          onChange={(v) => changed({ starCalcType: v })}
          testId="cs-starCalcType"
        />
        <ChoiceRow
          label={t('cetianSettings.lateZi')}
          hint={t('cetianSettings.lateZiHint')}
          value={s.lateZi}
          choices={[
            { value: 'nextDay', label: t('cetianSettings.lateZiNextDay') },
            { value: 'sameDay', label: t('cetianSettings.lateZiSameDay') },
          ]}
          onChange={(v) => changed({ lateZi: v })}
          testId="cs-lateZi"
        />
        {FLAGS.map((f) => (
          <SwitchRow
            key={f}
            label={t(`cetianSettings.${f}`)}
            hint={t(`cetianSettings.${f}Hint`)}
            value={s[f]}
            onChange={(on) => changed({ [f]: on })}
            testId={`cs-${f}`}
          />
        ))}
      </View>
      <View className="card ct-history-card" data-testid="ct-history">
        <View className="card__title">{t('cetianSettings.historyTitle')}</View>
        {entries.length === 0 && <Text className="muted">{t('cetianSettings.historyEmpty')}</Text>}
        {entries.map((e) => (
          <HistoryRow key={`${e.name}|${e.date}|${e.time}|${e.birthZone}|${e.summer}|${e.sex}`} e={e} />
        ))}
        {entries.length > 0 && (
          <Pressable
            inline
            className="zw-chip zw-chip--ghost"
            data-testid="ct-history-clear"
            onPress={() => useCetianHistory.getState().historyCleared()}
          >
            {t('cetianSettings.historyClear')}
          </Pressable>
        )}
      </View>
    </PageShell>
  )
}
