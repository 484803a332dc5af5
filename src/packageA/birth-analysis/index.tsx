import '@/packageA/locales.generated'
import { Text, View } from '@tarojs/components'
import { useEffect, useMemo, useState } from 'react'
import type { Ephemeris } from '@/astro'
import { useLocalize, useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { Segmented } from '@/components/ui/segmented'
import { ui } from '@/components/ui/ui'
import { watchEphemeris } from '@/platform/ephemeris'
import { navigate } from '@/platform/navigation'
import { useBirthAnalysis } from '@/store/birth-analysis'
import { useBirths } from '@/store/births'
import { useCalcSettings } from '@/store/chart-settings'
import { ConditionEditor } from './editor'
import { conditionText, factorText } from './labels'
import { analyseBirths, analysisCalcSettings } from './scan'
import '../chart-common/chart.css'
import './index.css'

/** Birth analysis: chart conditions run over the saved births; the births that match, each with its factors. */
export default function BirthAnalysisPage() {
  const t = useT()
  const l = useLocalize()
  const s = useBirthAnalysis()
  const list = useBirths((b) => b.list)
  const base = useCalcSettings('natal')
  const [eph, setEph] = useState<Ephemeris | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  useEffect(() => watchEphemeris(setEph, setLoadError), [])
  const settings = useMemo(() => analysisCalcSettings(base, s.birthPageCalc), [base, s.birthPageCalc])
  const [, match, scope] = s.category
  const rows = useMemo(
    () => (eph && s.conditions.length ? analyseBirths(eph, list, s.conditions, { match: match === 1 ? 'any' : 'all', scope, settings }) : null),
    [eph, list, s.conditions, match, scope, settings],
  )
  const hits = rows?.filter((r) => r.matched) ?? []
  const misses = rows?.filter((r) => !r.matched) ?? []
  const opened = s.saved.find((a) => a.id === s.openedId)

  const save = async () => {
    const r = await ui.confirm({
      title: t('birthAnalysis.saveTitle'),
      editable: true,
      placeholder: t('birthAnalysis.namePlaceholder'),
      value: opened?.name ?? '',
    })
    if (!r.ok) return
    const name = r.text.trim() || t('birthAnalysis.untitled')
    s.analysisSaved(name, Date.now())
    ui.toast(t('birthAnalysis.saved'))
  }

  return (
    <PageShell routeId="birth-analysis">
      <View className="card muted ba-intro">{t('birthAnalysis.intro')}</View>
      <View className="ba-actions">
        <Pressable className="ct-chip" data-testid="ba-open-list" onPress={() => void navigate('birth-analysis-list')}>
          {t('birthAnalysis.savedList')}
        </Pressable>
        <Pressable className="ct-chip" data-testid="ba-open-settings" onPress={() => void navigate('birth-analysis-settings')}>
          {t('birthAnalysis.settings')}
        </Pressable>
        <Pressable className="ct-chip" data-testid="ba-new" onPress={() => s.analysisStarted()}>
          {t('birthAnalysis.new')}
        </Pressable>
      </View>
      <View className="muted ba-calc" data-testid="ba-calc">
        {t('birthAnalysis.calcLine', {
          zodiac: t(s.birthPageCalc.calcType === 1 ? 'chartSetting.sidereal' : 'chartSetting.tropical'),
          houses: t(`chartSetting.houseName.${s.birthPageCalc.houseType}`),
        })}
      </View>

      <View className="card" data-testid="ba-conditions">
        <View className="card__title">{opened ? t('birthAnalysis.conditionsOf', { name: l(opened.name) }) : t('birthAnalysis.conditions')}</View>
        {s.conditions.length === 0 && <View className="muted">{t('birthAnalysis.noConditions')}</View>}
        {s.conditions.map((c, i) => (
          <View key={i} className="ba-cond" data-testid="ba-cond">
            <Text>{conditionText(t, c)}</Text>
            <Pressable inline className="ba-remove" label={t('birthAnalysis.remove')} onPress={() => s.conditionRemoved(i)}>
              {t('birthAnalysis.remove')}
            </Pressable>
          </View>
        ))}
        <View className="ba-options">
          <Segmented
            testId="ba-match"
            label={t('birthAnalysis.match')}
            value={String(match)}
            options={[
              { value: '0', label: t('birthAnalysis.matchAll') },
              { value: '1', label: t('birthAnalysis.matchAny') },
            ]}
            onChange={(v) => s.categoryChanged(1, Number(v))}
          />
          <Segmented
            testId="ba-scope"
            label={t('birthAnalysis.scope')}
            value={String(scope)}
            options={[
              { value: '0', label: t('birthAnalysis.scopeAll') },
              { value: '1', label: t('birthAnalysis.scopeOwn') },
            ]}
            onChange={(v) => s.categoryChanged(2, Number(v))}
          />
        </View>
        {s.conditions.length > 0 && (
          <Pressable className="btn ba-save" data-testid="ba-save" onPress={() => void save()}>
            {opened ? t('birthAnalysis.update') : t('birthAnalysis.save')}
          </Pressable>
        )}
      </View>

      <ConditionEditor tab={s.category[0]} onTab={(n) => s.categoryChanged(0, n)} onAdd={(c) => s.conditionAdded(c)} />

      {loadError && <View className="card ct-warn">{t('chart.error', { msg: l(loadError) })}</View>}
      {s.conditions.length > 0 && !rows && !loadError && (
        <View className="ct-loading" role="status">
          {t('birthAnalysis.computing')}
        </View>
      )}
      {rows && (
        <View data-testid="ba-results">
          <View className="ba-summary" data-testid="ba-summary">
            {t('birthAnalysis.summary', { hits: hits.length, total: rows.length })}
          </View>
          {hits.length === 0 && <View className="card muted">{t('birthAnalysis.noHits')}</View>}
          {[...hits, ...misses].map((r) => (
            <View key={r.birth.id} className={`card ba-row${r.matched ? '' : ' ba-row--miss'}`} data-testid={r.matched ? 'ba-hit' : 'ba-miss'}>
              <Pressable className="ba-row__head" onPress={() => void navigate('natal-info', { a: r.birth.id })}>
                <Text className="ba-row__name">{l(r.birth.name)}</Text>
                <Text className="muted">
                  {r.birth.date} {r.birth.time}
                </Text>
                <Text className={r.matched ? 'ba-badge' : 'ba-badge ba-badge--miss'}>
                  {r.matched ? t('birthAnalysis.hit') : t('birthAnalysis.miss')}
                </Text>
              </Pressable>
              {r.error && <Text className="ct-warn">{l(r.error)}</Text>}
              {r.results.map((c, i) => (
                <Text key={i} className={`ba-factor${c.met ? '' : ' ba-factor--no'}`}>
                  {c.met ? '✓' : '✗'} {conditionText(t, c.condition)}：{factorText(t, c)}
                </Text>
              ))}
            </View>
          ))}
        </View>
      )}
    </PageShell>
  )
}
