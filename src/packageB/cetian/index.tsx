import '@/packageB/locales.generated'
import { Text, View } from '@tarojs/components'
import { useEffect, useMemo, useState } from 'react'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { useJsonMemo, useLocalize, useT } from '@/components/hooks'
import { computeCetian, type CetianChart } from '@/divination/cetian'
import { useCetianHistory, type CetianHistoryEntry } from '@/store/cetian-history'
import { engineCetianSettings, useCetianSettings } from '@/store/cetian-settings'
import { birthFromParams, birthFromProfile, type ZiweiBirth } from '@/packageB/ziwei/birth-input'
import { BirthForm, BoardToolbar, ProfileBar } from '@/packageB/ziwei/parts'
import { castTimeOf, formatDateOf } from '@/packageB/chinese-divination/cast-time'
import { usePageBirth } from '@/packageB/birth-common/use-page-birth'
import { CetianBoard } from './board'
import { CentrePanel, DaxianList, Derivation, PalaceDetails } from './parts'
import '@/packageB/ziwei/index.css'
import './index.css'

/** The reader's current local moment as a birth (此刻). */
function nowBirth(sex: 0 | 1 = 1): ZiweiBirth {
  return { ...castTimeOf(new Date()), sex, name: '' }
}

/** 策天十八飞星 (SPEC §1 cetian): the counted board, its 大限 and the derivation, from a birth. */
export default function CetianPage() {
  const t = useT()
  const l = useLocalize()
  const given = usePageBirth(birthFromParams, birthFromProfile)
  const [form, setForm] = useState<{ birth: ZiweiBirth; isNow: boolean }>(() => ({ birth: nowBirth(), isNow: true }))
  const birth = given.birth ?? form.birth
  const isNow = given.source === null && form.isNow

  const stored = useCetianSettings((s) => s.settings)
  const settings = useJsonMemo(engineCetianSettings(stored))
  const [target, setTarget] = useState(() => formatDateOf(new Date()))
  const [chosen, setChosen] = useState<number | null>(null)

  const result = useMemo((): { chart: CetianChart | null; error: string | null } => {
    try {
      const input = { date: birth.date, time: birth.time, birthZone: birth.birthZone, summer: birth.summer, sex: birth.sex }
      return { chart: computeCetian(input, settings, { date: target }), error: null }
    } catch (e) {
      return { chart: null, error: e instanceof Error ? e.message : String(e) }
    }
  }, [birth.date, birth.time, birth.birthZone, birth.summer, birth.sex, settings, target])
  const chart = result.chart

  // Each birth cast here enters the search history (shown on cetian-settings).
  const castKey = chart
    ? JSON.stringify({
        name: birth.name,
        isNow,
        date: birth.date,
        time: birth.time,
        birthZone: birth.birthZone,
        summer: birth.summer,
        sex: birth.sex,
      })
    : ''
  useEffect(() => {
    if (castKey)
      useCetianHistory.getState().chartCast({ ...(JSON.parse(castKey) as Omit<CetianHistoryEntry, 'castAt'>), castAt: new Date().toISOString() })
  }, [castKey])

  return (
    <PageShell routeId="cetian" title={birth.name ? `${l(birth.name)} · ${t('cetian.title')}` : undefined}>
      {given.source === null && (
        <>
          <BirthForm value={form.birth} onChange={(b) => setForm({ birth: b, isNow: false })} />
          <View className="zw-toolbar">
            <Text className="muted">{isNow ? t('cetian.nowHint') : ''}</Text>
            <Pressable
              inline
              className="zw-chip zw-chip--ghost"
              data-testid="ct-now"
              onPress={() => setForm({ birth: nowBirth(form.birth.sex), isNow: true })}
            >
              {t('cetian.now')}
            </Pressable>
          </View>
        </>
      )}
      {given.source === 'chart' && <ProfileBar birth={given.birth} buttonText={t('cetian.editBirth')} testId="ct-choose-birth" />}
      {result.error && <View className="card zw-error">{t('cetian.error', { message: l(result.error) })}</View>}
      {chart && (
        <>
          <CetianBoard
            chart={chart}
            show={stored}
            chosen={chosen}
            centre={<CentrePanel chart={chart} birth={birth} />}
            onTap={(i) => setChosen((c) => (c === i ? null : i))}
          />
          <BoardToolbar hint={t('cetian.tapHint')} label={t('cetian.settings')} testId="ct-open-settings" settingsRoute="cetian-settings" />
          {chosen !== null && <PalaceDetails chart={chart} index={chosen} show={stored} />}
          <DaxianList chart={chart} target={target} onTarget={setTarget} />
          <Derivation chart={chart} />
        </>
      )}
    </PageShell>
  )
}
