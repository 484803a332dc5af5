import '@/packageA/locales.generated'
import { Input, Switch, Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useRouteParams } from '@/platform/route-params'
import { useEffect, useState } from 'react'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { Segmented } from '@/components/ui/segmented'
import { useLocalize, useT } from '@/components/hooks'
import { goBack } from '@/platform/navigation'
import { deviceDefaultPlace, useBirths } from '@/store/births'
import { useGroups } from '@/store/groups'
import { BIRTH_DEFAULTS, BIRTH_TYPES, blankBirth, fieldsLeftAtDefault, isSample, type LocalBirth } from '@/births/model'
import { normaliseDateInput, normaliseTimeInput, sameNameProfiles, validateBirth } from '@/births/validate'
import { ui } from '@/components/ui/ui'
import { usePicks } from '../births-common/picks'
import { computeSigns } from '../births-common/signs'
import { invitedBirthPayload, isInviteToken } from '../births-common/invite'
import { checkSendBirthToken, sendBirthToInviteCode } from '../births-common/remote'
import { DateTimeFields, type CalendarKind } from './date-time-fields'
import { InviteBanner, InviteStatusPage, type InviteState } from './invite-view'
import { EMPTY_LUNAR, solarOfLunarFields, type LunarFields } from './lunar-fields'
import { NotesFields } from './notes-fields'
import { PlaceFields } from './place-fields'
import { zoneFor, type ZoneFill } from './zone'
import '../births-common/births.css'
import { fieldLabelAttributes } from '@/platform/a11y'

/**
 * Birth editor: a new birth (SPEC defaults shown as placeholders, confirmed when left untouched), an edit
 * (`?id=`), the user's own birth on first run (`?own=1`), or a birth for an inviter (`?invite=<token>`).
 */
export default function BirthEditorPage() {
  const t = useT()
  const loc = useLocalize()
  const params = useRouteParams() as { id?: string; invite?: string; own?: string }
  const own = params.own === '1'
  const inviteToken = params.invite !== undefined ? params.invite : null
  const [invite, setInvite] = useState<InviteState | null>(() =>
    inviteToken === null ? null : { status: isInviteToken(inviteToken) ? 'checking' : 'invalid', nickname: '' },
  )
  const editing = useBirths((s) => (params.id ? s.list.find((b) => String(b.id) === params.id) : undefined))
  const isNew = !editing
  const namePlaceholder = own ? t('births.ownName') : BIRTH_DEFAULTS.name
  // The draft starts from the record as it was when the page opened; later store changes do not reset it.
  const [initial] = useState<LocalBirth>(() => {
    if (editing) return editing
    const blank = blankBirth(deviceDefaultPlace(), own ? 0 : BIRTH_DEFAULTS.type)
    return { ...blank, name: '' }
  })
  const withSecond = /^\D*\d{1,2}:\d{1,2}:\d{1,2}/.test(initial.time)
  const [draft, setDraft] = useState<LocalBirth>(initial)
  // A new birth starts with empty date and time: the defaults are placeholders until typed or picked.
  const [dateText, setDateText] = useState(isNew ? '' : initial.date)
  const [timeText, setTimeText] = useState(isNew ? '' : initial.time)
  const [placeChosen, setPlaceChosen] = useState(!isNew)
  const [calendar, setCalendar] = useState<CalendarKind>('solar')
  const [lunar, setLunar] = useState<LunarFields>(EMPTY_LUNAR)
  // The IANA zone of the chosen place: known for a new profile's default place and after a place search.
  const [placeZone, setPlaceZone] = useState<string | null>(editing ? null : deviceDefaultPlace().timeZone)
  const [zoneManual, setZoneManual] = useState(false)
  const [zoneFill, setZoneFill] = useState<ZoneFill | null>(null)
  const [makeCurrent, setMakeCurrent] = useState(!editing)
  const [saving, setSaving] = useState(false)
  const set = (p: Partial<LocalBirth>) => setDraft((d) => ({ ...d, ...p }))

  const lunarSolar = solarOfLunarFields(lunar)
  const dateForZone = calendar === 'lunar' ? lunarSolar.date : dateText.trim() || BIRTH_DEFAULTS.date
  const timeForZone = timeText.trim() || BIRTH_DEFAULTS.time

  // Zone and daylight saving from the place, date and time (user override wins).
  useEffect(() => {
    if (!placeZone || zoneManual || !dateForZone) return
    let live = true
    zoneFor(placeZone, dateForZone, timeForZone)
      .then((z) => {
        if (!live || !z) return
        setZoneFill(z)
        setDraft((d) => ({ ...d, birthZone: z.birthZone, summer: z.summer }))
      })
      .catch((e) => console.warn('zone lookup failed', e))
    return () => {
      live = false
    }
  }, [placeZone, zoneManual, dateForZone, timeForZone])

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
        setPlaceChosen(true)
        setPlaceZone(p.timeZone)
        setZoneManual(false)
      } else {
        set({ addressCurrent: address, latCurrent: p.lat, lngCurrent: p.lng, zoneCurrent: null })
        // The current place serves transits: its zone as of today.
        const now = new Date()
        const today = `${now.getFullYear()}-${now.getMonth() + 1}-${now.getDate()}`
        zoneFor(p.timeZone, today, '12:00')
          .then((z) => z && set({ zoneCurrent: z.birthZone }))
          .catch((e) => console.warn('current zone lookup failed', e))
      }
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
    const date0 = calendar === 'lunar' ? lunarSolar.date : dateText.trim() || BIRTH_DEFAULTS.date
    if (!date0) return void ui.toast(t('births.invalid', { message: lunarSolar.error ?? '' }))
    try {
      date = normaliseDateInput(date0)
      time = normaliseTimeInput(timeText.trim() || BIRTH_DEFAULTS.time, withSecond)
    } catch (e) {
      return void ui.toast(t('births.invalid', { message: (e as Error).message }))
    }
    const candidate: LocalBirth = { ...draft, date, time, name: draft.name.trim() || namePlaceholder }
    const errors = validateBirth(candidate)
    if (errors.length) return void ui.toast(t('births.invalid', { message: errors[0].message }))
    const unset = fieldsLeftAtDefault({ isNew, calendar, dateText, timeText, placeChosen })
    if (unset.length) {
      const defaultOf = { date: BIRTH_DEFAULTS.date, time: BIRTH_DEFAULTS.time, place: loc(draft.address) }
      const r = await ui.confirm({
        title: t('births.defaultsTitle'),
        content: t('births.defaultsContent', {
          fields: unset.map((f) => t(`births.${f}`)).join('、'),
          values: unset.map((f) => defaultOf[f]).join(' '),
        }),
        buttons: [t('births.saveDefaults')],
        cancelText: t('births.fillIn'),
      })
      if (!r.ok) return
    }
    if (invite) return sendToInviter(candidate)
    const births = useBirths.getState()
    // On first run the seeded self sample (named 我) is about to be replaced: not a name clash.
    const others = own ? births.list.filter((b) => !isSample(b)) : births.list
    if (sameNameProfiles(others, candidate.name, editing?.id).length) {
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
      if (own) births.ownBirthEntered(fields)
      else births.birthCreated(fields, { makeCurrent })
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

  const inviter = invite?.nickname || t('births.inviteSomeone')
  if (invite && invite.status !== 'ok') return <InviteStatusPage invite={invite} inviter={inviter} />

  return (
    <PageShell routeId="birth-editor" title={invite ? t('birthRoute.birthInvite') : own ? t('births.ownTitle') : undefined}>
      {invite && <InviteBanner inviter={inviter} />}
      {own && (
        <View className="bp-note bp-intro" data-testid="own-intro">
          {t('births.ownIntro')}
        </View>
      )}
      <View className="list bp-form">
        <View className="list__item">
          <Text className="bp-label">{t('births.name')}</Text>
          <Input
            {...fieldLabelAttributes(t('births.name'))}
            className="bp-input"
            data-testid="edit-name"
            value={draft.name}
            maxlength={50}
            placeholder={isNew ? t('births.defaultValue', { value: namePlaceholder }) : t('births.namePlaceholder')}
            placeholderClass="bp-placeholder"
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
        {!invite && !own && (
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
        <DateTimeFields
          calendar={calendar}
          onCalendar={setCalendar}
          dateText={dateText}
          onDateText={setDateText}
          lunar={lunar}
          onLunar={setLunar}
          lunarSolar={lunarSolar}
          timeText={timeText}
          onTimeText={setTimeText}
          withSecond={withSecond}
          isNew={isNew}
        />
      </View>

      <View className="list bp-form">
        <PlaceFields
          draft={draft}
          set={set}
          placeChosen={placeChosen}
          placeZone={placeZone}
          zoneManual={zoneManual}
          onZoneManual={setZoneManual}
          zoneFill={zoneFill}
        />
      </View>

      <View className="list bp-form">
        <NotesFields draft={draft} set={set} />
        {!invite && !own && (
          <View className="list__item">
            <Text className="bp-label">{t('births.makeCurrent')}</Text>
            <Switch
              {...fieldLabelAttributes(t('births.makeCurrent'))}
              checked={makeCurrent}
              color="#6b4eff"
              onChange={(e) => setMakeCurrent(!!e.detail.value)}
            />
          </View>
        )}
      </View>
      <Pressable className="btn bp-save" data-testid="edit-save" disabled={saving} onPress={() => void save()}>
        {saving ? t('births.saving') : invite ? t('births.inviteSend') : t('births.save')}
      </Pressable>
    </PageShell>
  )
}
