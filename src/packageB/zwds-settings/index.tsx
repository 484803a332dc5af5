import '@/packageB/locales.generated'
import { Picker, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { PageShell } from '@/components/ui/page-shell'
import { Segmented } from '@/components/ui/segmented'
import { SwitchRow } from '@/components/ui/setting-rows'
import { SiHuaBadge } from '@/components/ziwei-board/board'
import { useLocalize, useT } from '@/components/hooks'
import { SIHUA_CAPABLE, SIHUA_TONGXING, SIHUA_TYPES, SIHUA_ZHONGZHOU, STAR_NAMES, type ZiweiSettings } from '@/divination/ziwei'
import {
  ZWDS_STEMS,
  tableRows,
  useZwdsSettings,
  type SiHuaRow,
  type ZwdsConventionKey,
  type ZwdsShowFlags,
  type ZwdsStem,
} from '@/store/ziwei-settings'
import '@/packageB/ziwei/index.css'
import { Pressable } from '@/components/ui/pressable'
import './index.css'

const CAPABLE_NAMES = SIHUA_CAPABLE.map((id) => STAR_NAMES[id])

/** Convention rows: store key and its choices (i18n keys under zwdsSettings). */
const CONVENTIONS: { key: ZwdsConventionKey; options: { value: string; label: string }[] }[] = [
  {
    key: 'yearBoundary',
    options: [
      { value: 'lunarNewYear', label: 'lunarNewYear' },
      { value: 'liChun', label: 'liChun' },
    ],
  },
  {
    key: 'leapMonth',
    options: [
      { value: 'splitAt15', label: 'splitAt15' },
      { value: 'thisMonth', label: 'thisMonth' },
      { value: 'nextMonth', label: 'nextMonth' },
    ],
  },
  {
    key: 'lateZi',
    options: [
      { value: 'nextDay', label: 'nextDay' },
      { value: 'sameDay', label: 'sameDay' },
    ],
  },
  {
    key: 'mingZhuRule',
    options: [
      { value: 'mingGongBranch', label: 'mingGongBranch' },
      { value: 'yearBranch', label: 'yearBranch' },
    ],
  },
  {
    key: 'starSet',
    options: [
      { value: 'default', label: 'starSetDefault' },
      { value: 'zhongzhou', label: 'starSetZhongzhou' },
    ],
  },
]

const SHOW_FLAGS: { flag: keyof ZwdsShowFlags; label: string }[] = [
  { flag: 'minorStars', label: 'showMinorStars' },
  { flag: 'adjectiveStars', label: 'showAdjectiveStars' },
  { flag: 'brightness', label: 'showBrightness' },
  { flag: 'siHua', label: 'showSiHua' },
  { flag: 'gods', label: 'showGods' },
  { flag: 'decadalAges', label: 'showDecadalAges' },
  { flag: 'xiaoXian', label: 'showXiaoXian' },
  { flag: 'flowStars', label: 'showFlowStars' },
]

/** One stem of the custom table: four star pickers; an invalid row stays a draft with the engine's message. */
function CustomRow({ stem, row, editable }: { stem: ZwdsStem; row: SiHuaRow; editable: boolean }) {
  const l = useLocalize()
  const customRowEdited = useZwdsSettings((s) => s.customRowEdited)
  const [draft, setDraft] = useState<{ row: SiHuaRow; error: string } | null>(null)
  const shown = draft?.row ?? row
  const edit = (i: number, name: string) => {
    const next = [...shown] as SiHuaRow
    next[i] = name
    const error = customRowEdited(stem, next)
    setDraft(error ? { row: next, error } : null)
  }
  return (
    <View className="zs-row" data-testid={`zs-row-${stem}`}>
      <View className="zs-row__cells">
        <Text className="zs-row__stem">{l(stem)}</Text>
        {SIHUA_TYPES.map((type, i) => (
          <View key={type} className="zs-row__cell">
            <SiHuaBadge type={type} text={l(type)} />
            {editable ? (
              <Picker
                mode="selector"
                range={CAPABLE_NAMES.map(l)}
                value={Math.max(0, CAPABLE_NAMES.indexOf(shown[i]))}
                onChange={(e) => edit(i, CAPABLE_NAMES[Number(e.detail.value)])}
              >
                <Text className={`zs-row__star zs-row__star--edit${draft ? ' zs-row__star--bad' : ''}`} data-testid={`zs-star-${stem}-${i}`}>
                  {l(shown[i])}
                </Text>
              </Picker>
            ) : (
              <Text className="zs-row__star">{l(shown[i])}</Text>
            )}
          </View>
        ))}
      </View>
      {draft && (
        <View className="zw-error" data-testid={`zs-error-${stem}`}>
          {l(draft.error)}
        </View>
      )}
    </View>
  )
}

export default function ZwdsSettingsPage() {
  const t = useT()
  const s = useZwdsSettings()
  const [confirming, setConfirming] = useState(false)
  const [resetDone, setResetDone] = useState(false)
  const table = s.siHuaTable === 'custom' ? s.siHuaCustom : null
  return (
    <PageShell routeId="zwds-settings">
      <View className="list">
        <View className="list__header">{t('zwdsSettings.conventions')}</View>
        {CONVENTIONS.map(({ key, options }) => (
          <View key={key} className="list__item zs-item">
            <View className="zs-item__label">
              <Text>{t(`zwdsSettings.${key}`)}</Text>
              <View className="muted zs-item__hint">{t(`zwdsSettings.${key}Hint`)}</View>
            </View>
            <Segmented
              testId={`zs-${key}`}
              value={s[key] as string}
              onChange={(v) => s.conventionChosen(key, v as ZiweiSettings[typeof key])}
              options={options.map((o) => ({ value: o.value, label: t(`zwdsSettings.${o.label}`) }))}
            />
          </View>
        ))}
      </View>

      <View className="list">
        <View className="list__header">{t('zwdsSettings.siHua')}</View>
        <View className="list__item zs-item">
          <View className="zs-item__label">
            <Text>{t('zwdsSettings.siHua')}</Text>
            <View className="muted zs-item__hint">{t('zwdsSettings.siHuaHint')}</View>
          </View>
          <Segmented
            testId="zs-siHuaTable"
            value={s.siHuaTable}
            onChange={(v) => s.conventionChosen('siHuaTable', v)}
            options={(['tongxing', 'zhongzhou', 'custom'] as const).map((v) => ({ value: v, label: t(`zwdsSettings.${v}`) }))}
          />
        </View>
        <View className="zs-table" data-testid="zs-table">
          {ZWDS_STEMS.map((stem, i) => (
            <CustomRow key={`${stem}-${s.siHuaTable}`} stem={stem} row={table ? table[stem] : tableRowOf(s.siHuaTable, i)} editable={!!table} />
          ))}
        </View>
        {table && (
          <View className="zs-custom-tools">
            <View className="muted">{t('zwdsSettings.customHint')}</View>
            <View className="zs-custom-tools__row">
              <Pressable inline className="zw-chip zw-chip--ghost" onPress={() => s.customTableCopiedFrom('tongxing')}>
                {t('zwdsSettings.copyTongxing')}
              </Pressable>
              <Pressable inline className="zw-chip zw-chip--ghost" onPress={() => s.customTableCopiedFrom('zhongzhou')}>
                {t('zwdsSettings.copyZhongzhou')}
              </Pressable>
            </View>
          </View>
        )}
      </View>

      <View className="list">
        <View className="list__header">{t('zwdsSettings.show')}</View>
        {SHOW_FLAGS.map(({ flag, label }) => (
          <SwitchRow
            key={flag}
            label={t(`zwdsSettings.${label}`)}
            testId={`zs-show-${flag}`}
            value={s.show[flag]}
            onChange={(on) => s.showFlagToggled(flag, on)}
          />
        ))}
      </View>

      {confirming ? (
        <View className="card zs-confirm" data-testid="zs-reset-confirm">
          <View className="zs-confirm__text">{t('zwdsSettings.resetConfirm')}</View>
          <View className="zs-custom-tools__row">
            <Pressable inline className="zw-chip zw-chip--ghost" onPress={() => setConfirming(false)}>
              {t('common.cancel')}
            </Pressable>
            <Pressable
              inline
              className="zw-chip zs-danger"
              data-testid="zs-reset-yes"
              onPress={() => {
                s.resetToDefaults()
                setConfirming(false)
                setResetDone(true)
              }}
            >
              {t('common.confirm')}
            </Pressable>
          </View>
        </View>
      ) : (
        <Pressable
          className="btn btn--ghost zs-reset"
          data-testid="zs-reset"
          onPress={() => {
            setConfirming(true)
            setResetDone(false)
          }}
        >
          {resetDone ? t('zwdsSettings.resetDone') : t('zwdsSettings.reset')}
        </Pressable>
      )}
    </PageShell>
  )
}

const BUILT_IN = { tongxing: tableRows(SIHUA_TONGXING), zhongzhou: tableRows(SIHUA_ZHONGZHOU) }

function tableRowOf(table: 'tongxing' | 'zhongzhou' | 'custom', stem: number): SiHuaRow {
  return BUILT_IN[table === 'zhongzhou' ? 'zhongzhou' : 'tongxing'][ZWDS_STEMS[stem]]
}
