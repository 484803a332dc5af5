import { Input, Switch, Text, Textarea, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useRouteParams } from '@/platform/route-params'
import { useEffect, useState } from 'react'
import { PageShell } from '@/components/ui/page-shell'
import { Segmented } from '@/components/ui/segmented'
import { useLocalize, useT } from '@/components/hooks'
import { goBack, goHome, navigate } from '@/platform/navigation'
import { deviceTimeZone } from '@/platform/system'
import { useBirths } from '@/store/births'
import { useGroups } from '@/store/groups'
import { BIRTH_TYPES, blankBirth, defaultPlaceFor, type LocalBirth } from '@/births/model'
import { normaliseDateInput, normaliseTimeInput, sameNameProfiles, validateBirth } from '@/births/validate'
import { zoneLabel } from '@/births/zones'
import { lunarToSolar, solarToLunar } from '@/divination/calendar'
import { parseDate } from '@/core/time'
import { ui } from '@/components/ui/ui'
import { usePicks } from '../births-common/picks'
import { computeSigns } from '../births-common/signs'
import { invitedBirthPayload, isInviteToken } from '../births-common/invite'
import { checkSendBirthToken, sendBirthToInviteCode } from '../births-common/remote'
import { zoneFor, type ZoneFill } from './zone'
import '../births-common/births.css'
import { Pressable } from '@/components/ui/pressable'

type CalendarKind = 'solar' | 'lunar'
interface LunarFields {
  year: string
  month: string
  day: string
  isLeap: boolean
}
/** Invite mode (`?invite=<token>`): someone fills in their own birth for the inviter; nothing is stored here. */
type InviteState = { status: 'checking' | 'ok' | 'invalid' | 'sent'; nickname: string }

function lunarFieldsOf(date: string): LunarFields {
  try {
    const l = solarToLunar(parseDate(date))
    return { year: String(l.year), month: String(l.month), day: String(l.day), isLeap: l.isLeap }
  } catch {
    return { year: '', month: '', day: '', isLeap: false }
  }
}

function solarOfLunarFields(l: LunarFields): { date?: string; error?: string } {
  try {
    const d = lunarToSolar({ year: Number(l.year), month: Number(l.month), day: Number(l.day), isLeap: l.isLeap })
    return { date: normaliseDateInput(`${d.year}-${d.month}-${d.day}`) }
  } catch (e) {
    return { error: (e as Error).message }
  }
}

export default function BirthEditorPage() {
  const t = useT()
  const loc = useLocalize()
  const params = useRouteParams() as { id?: string; invite?: string }
  const inviteToken = params.invite !== undefined ? params.invite : null
  const [invite, setInvite] = useState<InviteState | null>(() =>
    inviteToken === null ? null : { status: isInviteToken(inviteToken) ? 'checking' : 'invalid', nickname: '' },
  )
  const editing = useBirths((s) => (params.id ? s.list.find((b) => String(b.id) === params.id) : undefined))
  // The draft starts from the record as it was when the page opened; later store changes do not reset it.
  const [initial] = useState<LocalBirth>(() => editing ?? blankBirth(defaultPlaceFor(deviceTimeZone())))
  const withSecond = /^\D*\d{1,2}:\d{1,2}:\d{1,2}/.test(initial.time)
  const [draft, setDraft] = useState<LocalBirth>(initial)
  const [dateText, setDateText] = useState(initial.date)
  const [timeText, setTimeText] = useState(initial.time)
  const [calendar, setCalendar] = useState<CalendarKind>('solar')
  const [lunar, setLunar] = useState<LunarFields>(() => lunarFieldsOf(initial.date))
  // The IANA zone of the chosen place: known for a new profile's default place and after a place search.
  const [placeZone, setPlaceZone] = useState<string | null>(editing ? null : defaultPlaceFor(deviceTimeZone()).timeZone)
  const [zoneManual, setZoneManual] = useState(false)
  const [zoneFill, setZoneFill] = useState<ZoneFill | null>(null)
  const [makeCurrent, setMakeCurrent] = useState(!editing)
  const [saving, setSaving] = useState(false)
  const set = (p: Partial<LocalBirth>) => setDraft((d) => ({ ...d, ...p }))

  const effectiveDate = calendar === 'lunar' ? solarOfLunarFields(lunar) : { date: dateText }

  // Zone and daylight saving from the place, date and time (user override wins).
  useEffect(() => {
    if (!placeZone || zoneManual || !effectiveDate.date) return
    let live = true
    zoneFor(placeZone, effectiveDate.date, timeText)
      .then((z) => {
        if (!live || !z) return
        setZoneFill(z)
        setDraft((d) => ({ ...d, birthZone: z.birthZone, summer: z.summer }))
      })
      .catch((e) => console.warn('zone lookup failed', e))
    return () => {
      live = false
    }
  }, [placeZone, zoneManual, effectiveDate.date, timeText])

  useEffect(() => {
    if (!isInviteToken(inviteToken)) return
    checkSendBirthToken(inviteToken)
      .then((r) => setInvite({ status: r.valid ? 'ok' : 'invalid', nickname: r.nickname }))
      .catch(() => setInvite({ status: 'invalid', nickname: '' }))
  }, [inviteToken])

  // Values handed back by city-search and timezone-edit.
  useDidShow(() => {
    const picks = usePicks.getState()
    if (picks.place) {
      const p = picks.place.place
      const address = p.region && !p.region.startsWith(p.name) ? `${p.region} ${p.name}` : p.name
      if (picks.place.slot === 'birth') {
        set({ address, lat: p.lat, lng: p.lng })
        setPlaceZone(p.timeZone)
        setZoneManual(false)
      } else set({ addressCurrent: address, latCurrent: p.lat, lngCurrent: p.lng, zoneCurrent: null })
    }
    if (picks.zone !== null) {
      set({ birthZone: picks.zone })
      setZoneManual(true)
      setZoneFill(null)
    }
    picks.taken()
  })

  const save = async () => {
    let date: string
    let time: string
    const date0 = effectiveDate.date
    if (!date0) return void ui.toast(t('births.invalid', { message: effectiveDate.error ?? '' }))
    try {
      date = normaliseDateInput(date0)
      time = normaliseTimeInput(timeText, withSecond)
    } catch (e) {
      return void ui.toast(t('births.invalid', { message: (e as Error).message }))
    }
    const candidate: LocalBirth = { ...draft, date, time, name: draft.name.trim() }
    const errors = validateBirth(candidate)
    if (errors.length) return void ui.toast(t('births.invalid', { message: errors[0].message }))
    if (invite) return sendToInviter(candidate)
    const births = useBirths.getState()
    if (sameNameProfiles(births.list, candidate.name, editing?.id).length) {
      const go = (
        await ui.confirm({
          title: t('births.sameNameTitle'),
          content: t('births.sameNameContent', { name: candidate.name }),
          buttons: [t('births.saveAnyway')],
        })
      ).ok
      if (!go) return
    }
    setSaving(true)
    const signs = await computeSigns(candidate)
    const withSigns = { ...candidate, ...signs }
    if (editing) {
      const next = births.birthEdited(withSigns)
      useGroups.getState().birthIdChanged(editing.id, next.id)
      if (makeCurrent) useBirths.getState().chartBirthChosen(next.id)
    } else {
      const { id: _id, setType: _s, isLocal: _l, isDel: _d, modified: _m, updateTime: _u, ...fields } = withSigns
      births.birthCreated(fields, { makeCurrent })
    }
    setSaving(false)
    void ui.toast({ message: t('births.saved'), icon: 'success' })
    await goBack({ force: true })
  }

  const sendToInviter = async (candidate: LocalBirth) => {
    if (!isInviteToken(inviteToken) || invite?.status !== 'ok') return
    setSaving(true)
    try {
      const signs = await computeSigns(candidate)
      await sendBirthToInviteCode(inviteToken, invitedBirthPayload({ ...candidate, ...signs }))
      setInvite({ ...invite, status: 'sent' })
      void ui.toast({ message: t('births.inviteSent'), icon: 'success' })
    } catch (e) {
      // 1010: used or expired meanwhile (the request layer has toasted the server's message).
      if ((e as { code?: unknown }).code === 1010) setInvite({ ...invite, status: 'invalid' })
    } finally {
      setSaving(false)
    }
  }

  const lunarPreview =
    calendar === 'lunar'
      ? effectiveDate.date && t('births.solarShown', { date: effectiveDate.date })
      : (() => {
          try {
            return t('births.lunarShown', { text: solarToLunar(parseDate(normaliseDateInput(dateText))).text })
          } catch {
            return ''
          }
        })()

  const inviter = invite?.nickname || t('births.inviteSomeone')
  if (invite && invite.status !== 'ok') {
    const note =
      invite.status === 'checking'
        ? t('births.inviteChecking')
        : invite.status === 'sent'
          ? t('births.inviteSentNote', { name: inviter })
          : t('births.inviteInvalidNote')
    return (
      <PageShell routeId="birth-editor" title={t('birthRoute.birthInvite')}>
        <View className="bp-invite-banner" data-testid="invite-status" data-status={invite.status}>
          {invite.status === 'sent' && <View className="bp-invite-banner__title">{t('births.inviteSent')}</View>}
          {invite.status === 'invalid' && <View className="bp-invite-banner__title">{t('births.inviteInvalid')}</View>}
          <View>{loc(note)}</View>
        </View>
        {invite.status !== 'checking' && (
          <Pressable className="btn btn--ghost bp-save" data-testid="invite-home" onPress={() => void goHome()}>
            {t('births.inviteHome')}
          </Pressable>
        )}
      </PageShell>
    )
  }

  return (
    <PageShell routeId="birth-editor" title={invite ? t('birthRoute.birthInvite') : undefined}>
      {invite && (
        <View className="bp-invite-banner" data-testid="invite-banner">
          <View className="bp-invite-banner__title" data-testid="invite-from">
            {t('births.inviteFor', { name: loc(inviter) })}
          </View>
          <View>{t('births.inviteFillNote')}</View>
        </View>
      )}
      <View className="list bp-form">
        <View className="list__item">
          <Text className="bp-label">{t('births.name')}</Text>
          <Input
            className="bp-input"
            data-testid="edit-name"
            value={draft.name}
            maxlength={50}
            placeholder={t('births.namePlaceholder')}
            onInput={(e) => set({ name: e.detail.value })}
          />
        </View>
        <View className="list__item">
          <Text className="bp-label">{t('births.sex')}</Text>
          <Segmented<'1' | '0'>
            testId="edit-sex"
            value={draft.sex === 0 ? '0' : '1'}
            onChange={(v) => set({ sex: Number(v) })}
            options={[
              { value: '1', label: t('births.sex1') },
              { value: '0', label: t('births.sex0') },
            ]}
          />
        </View>
        {!invite && (
          <View className="list__item">
            <Text className="bp-label">{t('births.type')}</Text>
            <Segmented<string>
              testId="edit-type"
              value={String(draft.type)}
              onChange={(v) => set({ type: Number(v) })}
              options={BIRTH_TYPES.map((x) => ({ value: String(x), label: t(`births.type${x}`) }))}
            />
          </View>
        )}
      </View>

      <View className="list bp-form">
        <View className="list__item">
          <Text className="bp-label">{t('births.calendar')}</Text>
          <Segmented<CalendarKind>
            testId="edit-calendar"
            value={calendar}
            onChange={(v) => {
              if (v === 'lunar') setLunar(lunarFieldsOf(normaliseSafe(dateText)))
              else if (effectiveDate.date) setDateText(effectiveDate.date)
              setCalendar(v)
            }}
            options={[
              { value: 'solar', label: t('births.solar') },
              { value: 'lunar', label: t('births.lunar') },
            ]}
          />
        </View>
        {calendar === 'solar' ? (
          <View className="list__item">
            <Text className="bp-label">{t('births.date')}</Text>
            <Input
              className="bp-input"
              data-testid="edit-date"
              value={dateText}
              placeholder={t('births.datePlaceholder')}
              onInput={(e) => setDateText(e.detail.value)}
            />
          </View>
        ) : (
          <View className="list__item">
            <Text className="bp-label">{t('births.date')}</Text>
            <View className="bp-lunar">
              <Input data-testid="lunar-year" type="number" value={lunar.year} onInput={(e) => setLunar({ ...lunar, year: e.detail.value })} />
              <Text>{t('births.lunarYear')}</Text>
              <Input data-testid="lunar-month" type="number" value={lunar.month} onInput={(e) => setLunar({ ...lunar, month: e.detail.value })} />
              <Text>{t('births.lunarMonth')}</Text>
              <Input data-testid="lunar-day" type="number" value={lunar.day} onInput={(e) => setLunar({ ...lunar, day: e.detail.value })} />
              <Text>{t('births.lunarDay')}</Text>
              <Pressable
                className={`bp-chip${lunar.isLeap ? ' bp-chip--on' : ''}`}
                data-testid="lunar-leap"
                onPress={() => setLunar({ ...lunar, isLeap: !lunar.isLeap })}
              >
                {t('births.leap')}
              </Pressable>
            </View>
          </View>
        )}
        {lunarPreview ? (
          <View className="bp-note" data-testid="date-preview">
            {loc(lunarPreview)}
          </View>
        ) : calendar === 'lunar' && effectiveDate.error ? (
          <View className="bp-error">{effectiveDate.error}</View>
        ) : null}
        <View className="list__item">
          <Text className="bp-label">{t('births.time')}</Text>
          <Input
            className="bp-input"
            data-testid="edit-time"
            value={timeText}
            placeholder={withSecond ? t('births.timeSecondPlaceholder') : t('births.timePlaceholder')}
            onInput={(e) => setTimeText(e.detail.value)}
          />
        </View>
      </View>

      <View className="list bp-form">
        <Pressable className="list__item" data-testid="edit-place" onPress={() => void navigate('city-search', { slot: 'birth' })}>
          <Text className="bp-label">{t('births.place')}</Text>
          <Text className="bp-value" data-testid="edit-place-value">
            {loc(draft.address) || t('births.choosePlace')}
          </Text>
          <Text className="list__chevron">›</Text>
        </Pressable>
        <View className="bp-note">{t('births.coords', { lat: draft.lat.toFixed(2), lng: draft.lng.toFixed(2) })}</View>
        <Pressable className="list__item" data-testid="edit-zone" onPress={() => void navigate('timezone-edit', { value: draft.birthZone })}>
          <Text className="bp-label">{t('births.zone')}</Text>
          <Text className="bp-value" data-testid="edit-zone-value">
            {loc(zoneLabel(draft.birthZone))}
          </Text>
          <Text className="list__chevron">›</Text>
        </Pressable>
        <View className="bp-note">
          {zoneManual ? t('births.zoneManual') : placeZone ? t('births.zoneAuto') : ''}
          {zoneManual && placeZone && (
            <Pressable className="bp-action" onPress={() => setZoneManual(false)}>
              {' '}
              {t('births.zoneReset')}
            </Pressable>
          )}
        </View>
        <View className="list__item">
          <Text className="bp-label">{t('births.summer')}</Text>
          <Switch
            data-testid="edit-summer"
            checked={draft.summer === 1}
            color="#6b4eff"
            onChange={(e) => {
              set({ summer: e.detail.value ? 1 : 0 })
              setZoneManual(true)
            }}
          />
        </View>
        {zoneFill && !zoneManual && zoneFill.summer === 1 && (
          <View className="bp-note" data-testid="dst-note">
            {t('births.summerApplied', { hours: zoneFill.dstHours })}
          </View>
        )}
        {zoneFill && !zoneManual && zoneFill.ambiguity === 'gap' && <View className="bp-note bp-note--warn">{t('births.zoneGap')}</View>}
        {zoneFill && !zoneManual && zoneFill.ambiguity === 'overlap' && <View className="bp-note bp-note--warn">{t('births.zoneOverlap')}</View>}
        {zoneFill && !zoneManual && zoneFill.lmt && <View className="bp-note">{t('births.zoneLmt')}</View>}
        <Pressable className="list__item" onPress={() => void navigate('city-search', { slot: 'current' })}>
          <Text className="bp-label">{t('births.currentPlace')}</Text>
          <Text className="bp-value">{loc(draft.addressCurrent) || t('births.sameAsBirth')}</Text>
          <Text className="list__chevron">›</Text>
        </Pressable>
      </View>

      <View className="list bp-form">
        <View className="list__header">{t('births.remark')}</View>
        <View style={{ padding: '0 28px' }}>
          <Textarea
            className="bp-textarea"
            data-testid="edit-remark"
            value={draft.remark}
            maxlength={5000}
            placeholder={t('births.remarkPlaceholder')}
            onInput={(e) => set({ remark: e.detail.value })}
          />
        </View>
        <View className="list__item">
          <Text className="bp-label">{t('births.keywords')}</Text>
          <Input
            className="bp-input"
            data-testid="edit-keywords"
            value={draft.keywords}
            placeholder={t('births.keywordsPlaceholder')}
            onInput={(e) => set({ keywords: e.detail.value })}
          />
        </View>
        {!invite && (
          <View className="list__item">
            <Text className="bp-label">{t('births.makeCurrent')}</Text>
            <Switch checked={makeCurrent} color="#6b4eff" onChange={(e) => setMakeCurrent(!!e.detail.value)} />
          </View>
        )}
      </View>
      <Pressable className="btn bp-save" data-testid="edit-save" onPress={() => !saving && void save()}>
        {saving ? t('births.saving') : invite ? t('births.inviteSend') : t('births.save')}
      </Pressable>
    </PageShell>
  )
}

function normaliseSafe(text: string): string {
  try {
    return normaliseDateInput(text)
  } catch {
    return text
  }
}
