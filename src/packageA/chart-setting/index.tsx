import '@/packageA/locales.generated'
import { Input, Switch, Text, View } from '@tarojs/components'
import { useRouteParams } from '@/platform/route-params'
import { useState } from 'react'
import { CHART_TYPES, HOUSE_SYSTEMS, SID_MODES, type ChartPreset, type ChartType } from '@/astro'
import { useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { ui } from '@/components/ui/ui'
import { interfacePrefChanged, useChartSettings, useInterfacePrefs } from '@/store/chart-settings'
import { useChartStyles, type DisplayPrefs } from '@/store/chart-styles'
import { CalcSettingsList } from '../chart-common/calc-settings-list'
import '../chart-common/chart.css'
import { Pressable } from '@/components/ui/pressable'
import { fieldLabelAttributes } from '@/platform/a11y'
import './index.css'

const SETTING_FLAGS = [
  'hideBirthInfo',
  'aspectLineSolid',
  'aspectLineHidden',
  'planetModalShowAllAspect',
  'showTerm',
  'manualShowAspectTable',
] as const

/** Chart settings: 3 presets per chart type (cycling, planets, aspects and orbs, houses, zodiac) and display prefs. */
export default function ChartSettingPage() {
  const t = useT()
  const params = useRouteParams() as Record<string, string | undefined>
  const [type, setType] = useState<ChartType>(() =>
    (CHART_TYPES as readonly string[]).includes(params.type ?? '') ? (params.type as ChartType) : 'natal',
  )
  const setting = useChartSettings((s) => s.settings[type])
  const [editing, setEditing] = useState(setting.type)
  const preset = setting.list[editing] ?? setting.list[0]
  const store = useChartSettings.getState()
  const edit = (patch: Partial<ChartPreset>) => store.presetEdited(type, editing, { ...preset, ...patch })
  const prefs = useInterfacePrefs()
  const display = useChartStyles((s) => s.prefs)
  const setDisplay = (k: keyof DisplayPrefs, v: number) => useChartStyles.getState().displayPrefChanged(k, v)

  const pickType = async () => {
    const r = await ui.actionSheet({ items: CHART_TYPES.map((k) => t(`chart.kind.${k}`)) })
    if (r.ok) {
      setType(CHART_TYPES[r.index])
      setEditing(useChartSettings.getState().settings[CHART_TYPES[r.index]].type)
    }
  }
  const pickHouse = async () => {
    const r = await ui.actionSheet({ items: HOUSE_SYSTEMS.map((h) => t(`chartSetting.houseName.${h.index}`)) })
    if (r.ok) edit({ houseTypeIndex: r.index })
  }
  const pickAyanamsa = async () => {
    const r = await ui.actionSheet({ items: SID_MODES.map((m) => m.id) })
    if (r.ok) edit({ sidModeIndex: r.index })
  }
  const num = (v: string, def: number) => {
    const n = Number(v)
    return Number.isFinite(n) && n >= 0 && n <= 30 ? n : def
  }

  return (
    <PageShell routeId="chart-setting">
      <View className="list">
        <Pressable className="list__item" onPress={() => void pickType()} data-testid="setting-type">
          <Text>{t('chartSetting.type')}</Text>
          <Text className="list__value">{t(`chart.kind.${type}`)} ›</Text>
        </Pressable>
      </View>
      <View className="cs-presets">
        {setting.list.map((p, i) => (
          <Pressable
            key={i}
            className={`cs-preset${i === editing ? ' cs-preset--on' : ''}`}
            data-testid={`preset-${i}`}
            onPress={() => setEditing(i)}
          >
            <Text>{t(`chart.presetName.${p.name}`)}</Text>
            {i === setting.type && <Text className="cs-preset__tag">{t('chartSetting.current')}</Text>}
          </Pressable>
        ))}
      </View>
      <View className="ct-bar">
        <Pressable className="ct-chip" data-testid="preset-use" onPress={() => store.presetSelected(type, editing)}>
          {t('chartSetting.use')}
        </Pressable>
        <Pressable
          className="ct-chip"
          data-testid="preset-cycle"
          onPress={() => {
            store.presetCycled(type)
            setEditing(useChartSettings.getState().settings[type].type)
          }}
        >
          {t('chart.presetCycle', { name: t(`chart.presetName.${setting.list[setting.type].name}`) })}
        </Pressable>
        <Pressable
          className="ct-chip"
          onPress={() => {
            store.typeReset(type)
            ui.toast(t('chartSetting.resetDone'))
          }}
        >
          {t('chartSetting.reset')}
        </Pressable>
      </View>

      <View className="list">
        <View className="list__header">
          {t('chartSetting.houseSystem')} · {t('chartSetting.zodiac')}
        </View>
        <Pressable className="list__item" onPress={() => void pickHouse()} data-testid="house-system">
          <Text>{t('chartSetting.houseSystem')}</Text>
          <Text className="list__value">{t(`chartSetting.houseName.${preset.houseTypeIndex}`)} ›</Text>
        </Pressable>
        <View className="list__item">
          <Text>{t('chartSetting.sidereal')}</Text>
          <Switch
            {...fieldLabelAttributes(t('chartSetting.sidereal'))}
            checked={preset.useAyanamsa || preset.zodiacTypeIndex === 1}
            onChange={(e) => edit({ useAyanamsa: e.detail.value, zodiacTypeIndex: e.detail.value ? 1 : 0 })}
          />
        </View>
        {(preset.useAyanamsa || preset.zodiacTypeIndex === 1) && (
          <Pressable className="list__item" onPress={() => void pickAyanamsa()}>
            <Text>{t('chartSetting.ayanamsa')}</Text>
            <Text className="list__value">{SID_MODES[preset.sidModeIndex]?.id ?? SID_MODES[0].id} ›</Text>
          </Pressable>
        )}
        <View className="list__item">
          <Text>{t('chartSetting.orbsType')}</Text>
          <View className="segmented">
            {[0, 1].map((v) => (
              <Pressable
                key={v}
                className={`segmented__item${preset.orbsType === v ? ' segmented__item--on' : ''}`}
                onPress={() => edit({ orbsType: v as 0 | 1 })}
              >
                {t(`chartSetting.orbsType${v}`)}
              </Pressable>
            ))}
          </View>
        </View>
      </View>

      <View className="list">
        <View className="list__header">{t('chartSetting.planets')}</View>
        <View className="cs-planets">
          {preset.planets.map((p) => (
            <Pressable
              key={p.id}
              className={`cs-planet${p.hidden ? '' : ' cs-planet--on'}`}
              data-testid={`planet-${p.id}`}
              onPress={() => edit({ planets: preset.planets.map((x) => (x.id === p.id ? { ...x, hidden: !x.hidden } : x)) })}
            >
              {t(`chart.body.${p.id}`)}
            </Pressable>
          ))}
        </View>
      </View>

      <View className="list">
        <View className="list__header">{t('chartSetting.aspectsTitle')}</View>
        {preset.aspects.map((a) => (
          <View key={a.id} className="list__item">
            <Text className="cs-asp-name">{t(`chart.aspect.${a.id - 1}`)}</Text>
            <Text className="muted">{t('chartSetting.orb')}</Text>
            <Input
              {...fieldLabelAttributes(`${t(`chart.aspect.${a.id - 1}`)} ${t('chartSetting.orb')}`)}
              className="cs-num"
              type="digit"
              value={String(a.orb)}
              onBlur={(e) => edit({ aspects: preset.aspects.map((x) => (x.id === a.id ? { ...x, orb: num(e.detail.value, x.orb) } : x)) })}
            />
            <Text className="muted">{t('chartSetting.maxOrb')}</Text>
            <Input
              {...fieldLabelAttributes(`${t(`chart.aspect.${a.id - 1}`)} ${t('chartSetting.maxOrb')}`)}
              className="cs-num"
              type="digit"
              value={String(a.maxOrb)}
              onBlur={(e) => edit({ aspects: preset.aspects.map((x) => (x.id === a.id ? { ...x, maxOrb: num(e.detail.value, x.maxOrb) } : x)) })}
            />
            <Switch
              {...fieldLabelAttributes(t(`chart.aspect.${a.id - 1}`))}
              checked={!a.hidden}
              data-testid={`aspect-${a.id}`}
              onChange={(e) => edit({ aspects: preset.aspects.map((x) => (x.id === a.id ? { ...x, hidden: !e.detail.value } : x)) })}
            />
          </View>
        ))}
      </View>

      <CalcSettingsList type={type} />

      <View className="list">
        <View className="list__header">{t('chart.displayPrefs')}</View>
        <View className="list__item">
          <Text>{t('chartSetting.chartType')}</Text>
          <View className="segmented">
            {[0, 1].map((v) => (
              <Pressable
                key={v}
                className={`segmented__item${display.chartType === v ? ' segmented__item--on' : ''}`}
                onPress={() => setDisplay('chartType', v)}
              >
                {t(`chartSetting.chartType${v}`)}
              </Pressable>
            ))}
          </View>
        </View>
        {(['professional', 'classicSign', 'showSignLine'] as const).map((k) => (
          <View key={k} className="list__item">
            <Text>{t(`chartSetting.${k}`)}</Text>
            <Switch
              {...fieldLabelAttributes(t(`chartSetting.${k}`))}
              checked={display[k] === 1}
              data-testid={`pref-${k}`}
              onChange={(e) => setDisplay(k, e.detail.value ? 1 : 0)}
            />
          </View>
        ))}
        <View className="list__item">
          <Text>{t('chartSetting.planetColorType')}</Text>
          <View className="segmented">
            {[0, 1].map((v) => (
              <Pressable
                key={v}
                className={`segmented__item${display.planetColorType === v ? ' segmented__item--on' : ''}`}
                onPress={() => setDisplay('planetColorType', v)}
              >
                {t(`chartSetting.planetColorType${v}`)}
              </Pressable>
            ))}
          </View>
        </View>
      </View>

      <View className="list">
        <View className="list__header">{t('chart.interfacePrefs')}</View>
        {SETTING_FLAGS.map((k) => (
          <View key={k} className="list__item">
            <Text>{t(`chartSetting.${k}`)}</Text>
            <Switch
              {...fieldLabelAttributes(t(`chartSetting.${k}`))}
              checked={prefs[k]}
              data-testid={`iface-${k}`}
              onChange={(e) => interfacePrefChanged(k, e.detail.value)}
            />
          </View>
        ))}
      </View>
    </PageShell>
  )
}
