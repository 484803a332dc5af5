import { View } from '@tarojs/components'
import { useMemo, useRef, useState } from 'react'
import type { Chart, ChartResult } from '@/astro'
import { wheelChartOf, type WheelSource } from '@/components/chart-wheel/from-chart'
import { layoutWheel, type PlacedGlyph, type Ring } from '@/components/chart-wheel/layout'
import { displayListToSvg } from '@/components/chart-wheel/render'
import { wheelSummary } from '@/components/chart-wheel/summary'
import { ChartWheel } from '@/components/chart-wheel/wheel'
import { useLocalize, useT } from '@/components/hooks'
import { Pressable } from '@/components/ui/pressable'
import { saveCanvasImageWithToast } from '@/components/ui/save-image'
import { ui } from '@/components/ui/ui'
import { nowMs, saveSvg, type Canvas2D } from '@/platform/canvas'
import { systemInfo } from '@/platform/system'
import { useViewSettings } from '@/store/chart-settings'
import { currentStyle, useChartStyles } from '@/store/chart-styles'
import { DYNAMIC_KINDS } from './chart-toolbar'
import type { ViewKind } from './input'
import { fmtJd, fmtTime } from './time-format'

/** The wheel fits the window width (page and card padding aside) at any zoom: 200% zoom on a phone leaves ~195 CSS px. */
function wheelSizePx(): number {
  const w = systemInfo().windowWidth || 375
  return Math.max(140, Math.min(w - 56, 520))
}

interface WheelCardProps {
  canvasId: string
  kind: ViewKind
  result: ChartResult
  source: WheelSource
  /** File name of a saved image. */
  title: string
  atMs: number
  /** false while the quick Moshier instance stands in for the ephemeris files (H5). */
  ephFinal: boolean
  computeMs: number
  /** When the page mounted (nowMs): data-draw-ms is the time from there to the first drawing. */
  pageStartMs: number
  onPick(id: string, ring: Ring): void
}

/** The wheel drawn under the ViewSettings and the chart style, its notes and warnings, and saving it. */
export function WheelCard({ canvasId, kind, result, source, title, atMs, ephFinal, computeMs, pageStartMs, onPick }: WheelCardProps) {
  const t = useT()
  const l = useLocalize()
  const view = useViewSettings()
  const styles = useChartStyles()
  const style = currentStyle(styles)
  const size = useMemo(wheelSizePx, [])
  const layout = useMemo(() => {
    return layoutWheel(wheelChartOf(source.inner), source.outer ? wheelChartOf(source.outer) : null, source.aspects, {
      sizePx: size,
      style,
      showDegree: style.show_degree === 1,
      ...view,
    })
  }, [source, size, style, view])

  const [drawMs, setDrawMs] = useState<number | null>(null)
  const canvasRef = useRef<Canvas2D | null>(null)
  const onDrawn = (c: Canvas2D) => {
    canvasRef.current = c
    if (drawMs === null) setDrawMs(Math.round(nowMs() - pageStartMs))
  }

  const save = async (what: 'png' | 'svg') => {
    try {
      if (what === 'png' && canvasRef.current) {
        await saveCanvasImageWithToast(canvasRef.current, `${title}.png`, t)
      } else if (what === 'svg') {
        const how = await saveSvg(displayListToSvg(layout.display), `${title}.svg`)
        ui.toast(how === 'copied' ? t('chart.svgCopied') : t('chart.saved'))
      }
    } catch (e) {
      ui.toast(e instanceof Error ? e.message : String(e))
    }
  }

  const dynamic = DYNAMIC_KINDS.includes(kind)
  const ephNote = (c: Chart) =>
    !ephFinal && c.ephemeris.mode === 'moshier'
      ? t('chart.ephemerisQuick')
      : c.ephemeris.source === 'files'
        ? t('chart.ephemerisFiles')
        : c.ephemeris.source === 'moshier'
          ? t('chart.ephemerisMoshier')
          : t('chart.ephemerisMixed')

  return (
    <View className="ct-wheel-card" data-testid="wheel-card" data-draw-ms={drawMs ?? ''} data-compute-ms={computeMs.toFixed(1)}>
      <ChartWheel
        canvasId={canvasId}
        display={layout.display}
        glyphs={layout.glyphs}
        onGlyphTap={(g: PlacedGlyph) => onPick(g.id, g.ring)}
        onDrawn={onDrawn}
        summary={wheelSummary(source.inner, t)}
        glyphLabel={(g: PlacedGlyph) => t(`chart.body.${g.id}`)}
        pointerOnlyGlyphs
      />
      {source.outer && (
        <View className="ct-note">
          {t('chart.innerRing', { name: t(`chart.kind.${'aspectsToNatal' in result ? kind : 'natal'}`) })} ·{' '}
          {t('chart.outerRing', { name: t(`chart.kind.${'aspectsToNatal' in result ? 'natal' : kind}`) })}
        </View>
      )}
      {'ageYears' in result && <View className="ct-note">{t('chart.age', { age: result.ageYears.toFixed(2) })}</View>}
      {'returnJdUT' in result && <View className="ct-note">{t('chart.returnAt', { date: fmtJd(result.returnJdUT) })}</View>}
      {dynamic && !('returnJdUT' in result) && <View className="ct-note">{t('chart.transitAt', { date: fmtTime(atMs) })}</View>}
      <View className="ct-note" data-testid="ephemeris-note" data-mode={source.inner.ephemeris.mode}>
        {ephNote(source.inner)}
      </View>
      {[source.inner, ...(source.outer ? [source.outer] : [])].some((c) => !c.ephemeris.withinFileRange) && (
        <View className="ct-warn">{t('chart.outsideRange')}</View>
      )}
      {source.inner.warnings
        // The quick Moshier instance has no asteroid file: Chiron follows with the files, no warning meanwhile.
        .filter((w) => w.code !== 'outside_file_range' && (ephFinal || w.code !== 'body_unavailable'))
        .map((w, i) => (
          <View key={i} className="ct-warn">
            {l(w.message)}
          </View>
        ))}
      <View className="ct-bar" style={{ marginTop: '8px', marginBottom: 0 }}>
        <Pressable className="ct-chip" data-testid="save-png" onPress={() => void save('png')}>
          {t('chart.saveImage')}
        </Pressable>
        <Pressable className="ct-chip" data-testid="save-svg" onPress={() => void save('svg')}>
          {t('chart.saveSvg')}
        </Pressable>
      </View>
    </View>
  )
}
