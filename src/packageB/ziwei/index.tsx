import '@/packageB/locales.generated'
import { View } from '@tarojs/components'
import { useRouteParams } from '@/platform/route-params'
import { usePageBirth } from '@/packageB/birth-common/use-page-birth'
import { useCallback, useMemo, useState } from 'react'
import { PageShell } from '@/components/ui/page-shell'
import { ZiweiBoard } from '@/components/ziwei-board/board'
import { buildBoard } from '@/components/ziwei-board/layout'
import { useJsonMemo, useLocalize, useT } from '@/components/hooks'
import { computeZiwei, computeZiweiLayers, type ZiweiChart, type ZiweiLayers } from '@/divination/ziwei'
import { engineSettingsOf, useZwdsSettings } from '@/store/ziwei-settings'
import { DEFAULT_FORM_BIRTH, birthFromParams, birthFromProfile, type ZiweiBirth } from './birth-input'
import { BirthForm, BoardToolbar, CentrePanel, LayerBar, PalaceDetails, ProfileBar, type LayerChoice } from './parts'
import { LAYER_STEP_SCOPES, stepTarget, type LayerTarget } from './time-layer'
import './index.css'

const pad = (n: number) => String(n).padStart(2, '0')

/** The reader's current local moment as a layer target. */
function nowTarget(): LayerTarget {
  const d = new Date()
  return { date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`, time: `${pad(d.getHours())}:${pad(d.getMinutes())}` }
}

function layerChoiceOf(v: string | undefined): LayerChoice {
  return v && (LAYER_STEP_SCOPES as readonly string[]).includes(v) ? (v as LayerChoice) : 'none'
}

function targetFromParam(v: string | undefined): LayerTarget | null {
  const m = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}))?$/.exec(v ?? '')
  return m ? { date: m[1], time: m[2] ?? '12:00' } : null
}

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e)
}

export default function ZiweiPage() {
  const t = useT()
  const l = useLocalize()
  const params = useRouteParams()
  // Query birth first, then the current chart birth of the birth list, else the inline form.
  const given = usePageBirth(birthFromParams, birthFromProfile)
  const [formBirth, setFormBirth] = useState<ZiweiBirth>(DEFAULT_FORM_BIRTH)
  const birth = given.birth ?? formBirth

  const zs = useZwdsSettings()
  const settings = useJsonMemo(engineSettingsOf(zs))
  const result = useMemo((): { chart: ZiweiChart | null; error: string | null } => {
    try {
      const chart = computeZiwei({ date: birth.date, time: birth.time, birthZone: birth.birthZone, summer: birth.summer, sex: birth.sex }, settings)
      return { chart, error: null }
    } catch (e) {
      return { chart: null, error: errorText(e) }
    }
  }, [birth.date, birth.time, birth.birthZone, birth.summer, birth.sex, settings])
  const chart = result.chart

  const [chosen, setChosen] = useState<number | null>(null)
  // Optional deep link into a layer: layer=yearly&at=2024-06-01T12:00.
  const [choice, setChoice] = useState<LayerChoice>(() => layerChoiceOf(params.layer))
  const [target, setTarget] = useState<LayerTarget>(() => targetFromParam(params.at) ?? nowTarget())

  const layersOf = useCallback(
    (c: ZiweiChart, tg: LayerTarget): ZiweiLayers => computeZiweiLayers(c, { date: tg.date, time: tg.time, birthZone: birth.birthZone }),
    [birth.birthZone],
  )
  const layerResult = useMemo((): { layers: ZiweiLayers | null; error: string | null } => {
    if (!chart || choice === 'none') return { layers: null, error: null }
    try {
      return { layers: layersOf(chart, target), error: null }
    } catch (e) {
      return { layers: null, error: errorText(e) }
    }
  }, [chart, choice, target, layersOf])
  const layers = layerResult.layers
  const layer = layers && choice !== 'none' ? layers[choice] : null

  // A step is offered when the engine accepts the stepped target (within 1–120 虚岁).
  const stepped = useMemo(() => {
    const out: { prev: LayerTarget | null; next: LayerTarget | null } = { prev: null, next: null }
    if (!chart || !layers || choice === 'none') return out
    for (const dir of [-1, 1] as const) {
      const next = stepTarget(chart, choice, target, layers.nominalAge, dir)
      if (!next) continue
      try {
        layersOf(chart, next)
        out[dir === 1 ? 'next' : 'prev'] = next
      } catch (e) {
        // Out of the engine's range: no step button that way.
        console.warn('ziwei time layer out of range', next, e)
      }
    }
    return out
  }, [chart, layers, choice, target, layersOf])

  const model = useMemo(() => (chart ? buildBoard(chart, { chosen, layer, show: zs.show }) : null), [chart, chosen, layer, zs.show])

  return (
    <PageShell routeId="ziwei" title={birth.name ? `${l(birth.name)} · ${t('ziwei.title')}` : undefined}>
      {given.source === null && <BirthForm value={formBirth} onChange={setFormBirth} />}
      {given.source === 'chart' && <ProfileBar birth={given.birth} buttonText={t('ziwei.editBirth')} testId="zw-choose-birth" />}
      {result.error && <View className="card zw-error">{t('ziwei.error', { message: l(result.error) })}</View>}
      {chart && model && (
        <>
          <ZiweiBoard
            model={model}
            centre={<CentrePanel chart={chart} birth={birth} layer={layer} />}
            onPalaceTap={(i) => setChosen((c) => (c === i ? null : i))}
          />
          <BoardToolbar hint={t('ziwei.tapHint')} label={t('ziwei.settings')} testId="zw-open-settings" settingsRoute="zwds-settings" />
          <LayerBar
            choice={choice}
            onChoice={setChoice}
            target={target}
            onTarget={setTarget}
            onStep={(dir) => {
              const next = dir === 1 ? stepped.next : stepped.prev
              if (next) setTarget(next)
            }}
            canStep={{ prev: !!stepped.prev, next: !!stepped.next }}
            onToday={() => setTarget(nowTarget())}
            layers={layers}
            layer={layer}
            chart={chart}
            error={layerResult.error ? t('ziwei.layerOutOfRange') : null}
          />
          {chosen !== null && <PalaceDetails chart={chart} index={chosen} show={zs.show} />}
        </>
      )}
    </PageShell>
  )
}
