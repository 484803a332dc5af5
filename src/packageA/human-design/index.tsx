import '@/packageA/locales.generated'
import { Text, View } from '@tarojs/components'
import { useMemo } from 'react'
import {
  ACTIVATION_IDS,
  activationLabel,
  AUTHORITY_MEANINGS,
  CENTER_IDS,
  CENTER_MEANINGS,
  CROSS_ANGLE_MEANINGS,
  CROSS_ANGLE_NAMES,
  DEFINITION_MEANINGS,
  gateLabel,
  humanDesignChart,
  LINE_NAMES,
  PROFILE_MEANINGS,
  STRATEGY_MEANINGS,
  TYPE_MEANINGS,
  type Activation,
  type ActivationId,
  type HumanDesignChart,
} from '@/astro/human-design'
import { Bodygraph } from '@/components/bodygraph/bodygraph'
import { bodygraphDisplay, bodygraphPalette } from '@/components/bodygraph/layout'
import { useJsonMemo, useLocalize, useT, useTheme } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { saveCanvasImageWithToast } from '@/components/ui/save-image'
import { utcOffsetHoursOf } from '@/core/time'
import { datedFileName } from '@/platform/canvas'
import { navigate } from '@/platform/navigation'
import { useRouteParams } from '@/platform/route-params'
import { systemInfo } from '@/platform/system'
import { useHumanDesignSettings } from '@/store/human-design-settings'
import { useNatalChart } from '../chart-common/use-natal'
import '../chart-common/chart.css'
import './index.css'
import { ChartStates } from '@/packageA/chart-common/chart-states'

const JD_UNIX_EPOCH = 2440587.5
/** Width of one activation column beside the bodygraph (CSS px). */
const COLUMN_PX = 62
const CANVAS_ID = 'hd-bodygraph'

function localTime(jdUT: number, utcOffsetHours: number): string {
  return new Date((jdUT - JD_UNIX_EPOCH) * 86400000 + utcOffsetHours * 3600000).toISOString().slice(0, 16).replace('T', ' ')
}

function Column({ side, acts, guaType }: { side: 'design' | 'personality'; acts: Record<ActivationId, Activation>; guaType: 'number' | 'hexagram' }) {
  const t = useT()
  return (
    <View className={`hd-col hd-col--${side}`} data-testid={`hd-col-${side}`} style={{ width: `${COLUMN_PX}px` }}>
      <Text className="hd-col__head">{t(`humanDesign.${side}`)}</Text>
      {ACTIVATION_IDS.map((id) => (
        <View
          key={id}
          className="hd-col__row"
          data-testid={`hd-${side}-${id}`}
          data-gate-line={`${acts[id].gate}.${acts[id].line}`}
          aria-label={`${t(`humanDesign.bodyName.${id}`)} ${activationLabel(acts[id], guaType)}`}
        >
          <Text className="hd-col__body">{t(`humanDesign.body.${id}`)}</Text>
          <Text className="hd-col__value">{activationLabel(acts[id], guaType)}</Text>
        </View>
      ))}
    </View>
  )
}

function Fact({ testId, label, name, text }: { testId: string; label: string; name: string; text: string }) {
  const l = useLocalize()
  return (
    <View className="hd-fact" data-testid={testId}>
      <View className="hd-fact__head">
        <Text className="hd-fact__label">{label}</Text>
        <Text className="hd-fact__name" data-testid={`${testId}-name`}>
          {l(name)}
        </Text>
      </View>
      <Text className="hd-fact__text">{l(text)}</Text>
    </View>
  )
}

/** Human design chart of a birth (?a=<birth id>, else the chart birth): bodygraph, both columns, type and the rest. */
export default function HumanDesignPage() {
  const t = useT()
  const l = useLocalize()
  const theme = useTheme()
  const params = useRouteParams() as Record<string, string | undefined>
  const { birth, chart, loading, error, eph } = useNatalChart(params.a)
  const settings = useJsonMemo(useHumanDesignSettings((s) => s.settings))
  const hd = useMemo((): HumanDesignChart | string | null => {
    if (!eph || !chart) return null
    try {
      return humanDesignChart(eph, chart.jdUT, settings)
    } catch (e) {
      return e instanceof Error ? e.message : String(e)
    }
  }, [eph, chart, settings])
  const graphWidthPx = Math.max(150, Math.min((systemInfo().windowWidth || 375) - 56 - 2 * COLUMN_PX, 380))
  const display = useMemo(
    () => (hd && typeof hd === 'object' ? bodygraphDisplay(hd, settings.guaType, bodygraphPalette(theme), graphWidthPx) : null),
    [hd, settings.guaType, theme, graphWidthPx],
  )

  const body =
    hd && typeof hd === 'object' && display ? (
      <View
        data-testid="hd-result"
        data-type={hd.type}
        data-authority={hd.authority}
        data-profile={hd.profile}
        data-definition={hd.definition}
        data-channels={hd.channels.join(',')}
        data-centers={hd.definedCenters.join(',')}
      >
        <View className="card">
          <View className="hd-graph">
            <Column side="design" acts={hd.design} guaType={settings.guaType} />
            <Bodygraph
              canvasId={CANVAS_ID}
              display={display}
              testId="hd-bodygraph"
              summary={t('humanDesign.summary', {
                type: TYPE_MEANINGS[hd.type].name,
                authority: AUTHORITY_MEANINGS[hd.authority].name,
                profile: hd.profile,
                centers: hd.definedCenters.map((c) => CENTER_MEANINGS[c].name).join('、'),
              })}
            />
            <Column side="personality" acts={hd.personality} guaType={settings.guaType} />
          </View>
          <View className="ct-bar hd-save">
            <Pressable
              className="ct-chip"
              data-testid="hd-save-image"
              onPress={() => void saveCanvasImageWithToast(CANVAS_ID, datedFileName(`${t('app.name')}-${t('humanDesign.title')}`, 'png'), t)}
            >
              {t('humanDesign.saveImage')}
            </Pressable>
          </View>
          <Text className="hd-note hd-note--design">{t('humanDesign.designHint')}</Text>
          <Text className="hd-note">{t(`humanDesign.personalityHint_${theme}`)}</Text>
          <Text className="hd-note" data-testid="hd-design-moment">
            {t('humanDesign.designMoment', { time: localTime(hd.designJdUT, birth ? utcOffsetHoursOf(birth.birthZone, birth.summer) : 0) })}
          </Text>
          {settings.zodiac === 'sidereal' && (
            <Text className="hd-note">
              {t('humanDesign.zodiacNote', { name: t(`vedic.ayanamsaName.${settings.ayanamsa}`, { defaultValue: String(settings.ayanamsa) }) })}
            </Text>
          )}
          {!settings.nodeTrue && <Text className="hd-note">{t('humanDesign.meanNode')}</Text>}
          {hd.ephemeris === 'moshier' && <Text className="hd-note">{t('humanDesign.moshier')}</Text>}
        </View>
        <View className="card">
          <Fact testId="hd-type" label={t('humanDesign.type')} name={TYPE_MEANINGS[hd.type].name} text={TYPE_MEANINGS[hd.type].text} />
          <Fact
            testId="hd-strategy"
            label={t('humanDesign.strategy')}
            name={STRATEGY_MEANINGS[hd.strategy].name}
            text={STRATEGY_MEANINGS[hd.strategy].text}
          />
          <Fact
            testId="hd-authority"
            label={t('humanDesign.authority')}
            name={AUTHORITY_MEANINGS[hd.authority].name}
            text={AUTHORITY_MEANINGS[hd.authority].text}
          />
          <Fact
            testId="hd-profile"
            label={t('humanDesign.profile')}
            name={`${hd.profile} ${hd.profile
              .split('/')
              .map((n) => LINE_NAMES[Number(n) - 1])
              .join(' / ')}`}
            text={PROFILE_MEANINGS[hd.profile]}
          />
          <Fact
            testId="hd-definition"
            label={t('humanDesign.definition')}
            name={DEFINITION_MEANINGS[hd.definition].name}
            text={DEFINITION_MEANINGS[hd.definition].text}
          />
          <Fact
            testId="hd-cross"
            label={t('humanDesign.cross')}
            name={`${CROSS_ANGLE_NAMES[hd.cross.angle]} · ${t('humanDesign.crossGates', { gates: hd.cross.gates })}`}
            text={CROSS_ANGLE_MEANINGS[hd.cross.angle]}
          />
        </View>
        <View className="card" data-testid="hd-channels">
          <View className="card__title">{t('humanDesign.channels')}</View>
          {hd.channels.length === 0 && <Text className="muted">{t('humanDesign.noChannels')}</Text>}
          <View className="hd-chips">
            {hd.channels.map((c) => (
              <Text key={c} className="hd-chip" data-testid={`hd-channel-${c}`}>
                {c
                  .split('-')
                  .map((g) => gateLabel(Number(g), settings.guaType))
                  .join('–')}
              </Text>
            ))}
          </View>
        </View>
        <View className="card" data-testid="hd-centers">
          <View className="card__title">{t('humanDesign.centers')}</View>
          {CENTER_IDS.map((c) => {
            const on = hd.definedCenters.includes(c)
            return (
              <View key={c} className="ct-row hd-center" data-testid={`hd-center-${c}`} data-defined={on ? '1' : '0'}>
                <Text className={`hd-center__name${on ? ' hd-center__name--on' : ''}`}>
                  {l(CENTER_MEANINGS[c].name)} · {t(on ? 'humanDesign.defined' : 'humanDesign.open')}
                </Text>
                <Text className="hd-center__text">{l(on ? CENTER_MEANINGS[c].defined : CENTER_MEANINGS[c].open)}</Text>
              </View>
            )
          })}
        </View>
      </View>
    ) : null

  return (
    <PageShell routeId="human-design" title={birth ? `${l(birth.name)} · ${t('humanDesign.title')}` : t('humanDesign.title')}>
      <ChartStates noBirth={!birth} loading={loading} error={error} />
      {typeof hd === 'string' && <View className="card ct-warn">{l(hd)}</View>}
      {body}
      <View className="list">
        <Pressable className="list__item" data-testid="hd-settings" onPress={() => void navigate('human-design-settings')}>
          {t('humanDesign.settings')} ›
        </Pressable>
      </View>
    </PageShell>
  )
}
