import '@/packageA/locales.generated'
import { Text, View } from '@tarojs/components'
import { useRouteParams } from '@/platform/route-params'
import { useLocalize, useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { navigate } from '@/platform/navigation'
import { posText, visibleBodies } from '../chart-common/tables'
import { planetFacts } from '../chart-common/planet-facts'
import { useNatalChart } from '../chart-common/use-natal'
import '../chart-common/chart.css'
import { Pressable } from '@/components/ui/pressable'
import { LibraryLinks } from './library-links'
import './index.css'

/** One body of a natal chart in depth: ?body=Sun&a=<birth id>. */
export default function NatalPlanetPage() {
  const t = useT()
  const l = useLocalize()
  const params = useRouteParams() as Record<string, string | undefined>
  const { birth, chart, loading, error } = useNatalChart(params.a)
  const id = params.body ?? 'Sun'
  const facts = chart ? planetFacts(chart, id) : null
  const bodyName = t(`chart.body.${id}`)
  const ids = chart ? visibleBodies(chart) : []
  const go = (other: string) => void navigate('natal-planet', { body: other, ...(birth ? { a: String(birth.id) } : {}) }, { replace: true })

  return (
    <PageShell routeId="natal-planet" title={birth ? `${l(birth.name)} · ${bodyName}` : bodyName}>
      {!birth && <View className="card muted">{t('chart.noBirth')}</View>}
      {loading && <View className="ct-loading">{t('chart.loadingEphemeris')}</View>}
      {error && <View className="card ct-warn">{t('chart.error', { msg: l(error) })}</View>}
      {chart && !facts && <View className="card muted">{t('natalPlanet.absent', { body: bodyName })}</View>}
      {ids.length > 0 && (
        <View className="np-bodies">
          {ids.map((x) => (
            <Pressable key={x} className={`np-body${x === id ? ' np-body--on' : ''}`} data-testid={`np-body-${x}`} onPress={() => x !== id && go(x)}>
              {t(`chart.body.${x}`)}
            </Pressable>
          ))}
        </View>
      )}
      {facts && (
        <View data-testid="natal-planet">
          <View className="card">
            <View className="card__title">
              {bodyName}
              {facts.motion === 'retrograde' ? ` ${t('chart.retro')}` : ''}
            </View>
            <Row k={t('chart.position')} v={posText(t, facts.body.lonDeg)} testId="np-pos" />
            <Row k={t('natalPlanet.longitude')} v={`${facts.body.lonDeg.toFixed(4)}°`} />
            <Row k={t('chart.colHouse')} v={t('chart.house', { n: facts.house })} />
            <Row k={t('natalPlanet.signRuler')} v={t(`chart.body.${facts.signRuler}`)} />
            <Row k={t('natalPlanet.latitude')} v={`${facts.body.latDeg.toFixed(4)}°`} />
            <Row
              k={t('natalPlanet.declination')}
              v={`${facts.declDeg.toFixed(4)}°${facts.outOfBounds ? ` · ${t('natalPlanet.outOfBounds')}` : ''}`}
              testId="np-decl"
            />
          </View>
          <View className="card">
            <View className="card__title">{t('natalPlanet.motion')}</View>
            <Row k={t('natalPlanet.speed')} v={`${facts.speedDegPerDay.toFixed(4)}°/${t('natalPlanet.day')}`} testId="np-speed" />
            {facts.speedRatio !== null && <Row k={t('natalPlanet.ofMean')} v={`${Math.round(facts.speedRatio * 100)}%`} />}
            <Row k={t('natalPlanet.state')} v={t(`natalPlanet.motionState.${facts.motion}`)} testId="np-motion" />
          </View>
          <View className="card">
            <View className="card__title">{t('chart.dignityLabel')}</View>
            <Row
              k={t('natalPlanet.essential')}
              v={facts.dignity ? t(`chart.dignity.${facts.dignity}`) : t('natalPlanet.noDignity')}
              testId="np-dignity"
            />
            <Row k={t('chart.termLabel')} v={t(`chart.body.${facts.termRuler}`)} />
            <Row k={t('natalPlanet.face')} v={t(`chart.body.${facts.faceRuler}`)} />
          </View>
          <View className="card">
            <View className="card__title">{t('chart.allAspects')}</View>
            {facts.aspects.length === 0 && <View className="muted">{t('chart.noAspects')}</View>}
            <View className="ct-table" data-testid="np-aspects">
              {facts.aspects.map((a, i) => (
                <Pressable key={i} className="ct-row" onPress={() => go(a.other)}>
                  <Text className="ct-c1">{t(`chart.aspect.${a.aspect - 1}`)}</Text>
                  <Text className="ct-c2">{t(`chart.body.${a.other}`)}</Text>
                  <Text className="ct-c3">
                    {a.orb.toFixed(2)}° {a.applying ? t('chart.applying') : t('chart.separating')}
                  </Text>
                </Pressable>
              ))}
            </View>
          </View>
          <View className="ct-bar">
            <Pressable className="ct-chip" data-testid="np-params" onPress={() => void navigate('chart-params', { type: 'natal' })}>
              {t('chartParams.open')}
            </Pressable>
          </View>
          <LibraryLinks body={id} lonDeg={facts.body.lonDeg} house={facts.house} />
        </View>
      )}
    </PageShell>
  )
}

function Row({ k, v, testId }: { k: string; v: string; testId?: string }) {
  return (
    <View className="ct-row" data-testid={testId}>
      <Text className="ct-c1">{k}</Text>
      <Text className="ct-c2 np-val">{v}</Text>
    </View>
  )
}
