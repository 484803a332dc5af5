import '@/packageA/locales.generated'
import { Input, Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { copyText, readText } from '@/platform/clipboard'
import { useRouteParams } from '@/platform/route-params'
import { useMemo, useState } from 'react'
import { PageShell } from '@/components/ui/page-shell'
import { Segmented } from '@/components/ui/segmented'
import { useLocalize, useT } from '@/components/hooks'
import { goBack, navigate } from '@/platform/navigation'
import { isSample, useBirths } from '@/store/births'
import { useGroups } from '@/store/groups'
import { useSettings } from '@/store/settings'
import { loggedInNow } from '@/store/account'
import { requireLogin } from '@/store/login-prompt'
import { pendingBirths, syncRecordsNow } from '@/store/sync'
import { autoSyncOn } from '@/store/sync-settings'
import { groupsOf, queryBirths, visibleGroups, type BirthSort } from '@/births/search'
import { newShareCode, shareText } from '@/births/share'
import type { LocalBirth } from '@/births/model'
import { ui } from '@/components/ui/ui'
import { signsLine, whenLine } from '../births-common/format'
import { getBirthByCode, getBirthCodeString } from '../births-common/remote'
import '../births-common/births.css'
import { Pressable } from '@/components/ui/pressable'

/** Reads the clipboard for a ¥…¥ code not handled yet and offers to add that birth (SPEC §5). */
async function offerClipboardCode(t: (k: string, o?: Record<string, unknown>) => string, explicit: boolean): Promise<void> {
  const text = await readText()
  const births = useBirths.getState()
  const code = newShareCode(text, births.copyCode)
  if (!code) {
    if (explicit) void ui.toast(t('births.noCode'))
    return
  }
  births.copyCodeSeen(code)
  if (!(await ui.confirm({ title: t('births.codeFoundTitle'), content: t('births.codeFound', { code }) })).ok) return
  try {
    const r = await getBirthByCode(code)
    const added = useBirths.getState().sharedBirthAdded(r.birth_info, code)
    void ui.toast(added ? t('births.codeAdded', { name: added.name }) : t('births.codeIgnored'))
  } catch {
    void ui.toast(t('births.codeInvalid'))
  }
}

export default function BirthListPage() {
  const t = useT()
  const loc = useLocalize()
  const params = useRouteParams() as { pick?: 'chart' | 'pairA' | 'pairB'; group?: string }
  const { list, chartBirth, birthDeleted, birthTopToggled, chartBirthChosen, pairBirthsChosen, pairBirths } = useBirths()
  const groups = useGroups((s) => s.groups)
  const autoCopy = useSettings((s) => s.autoCopy)
  const [text, setText] = useState('')
  const [groupId, setGroupId] = useState<number | undefined>(params.group ? Number(params.group) : undefined)
  const [sort, setSort] = useState<BirthSort>('default')
  const [open, setOpen] = useState<number | null>(null)
  const rows = useMemo(() => queryBirths(list, groups, { text, groupId, sort }), [list, groups, text, groupId, sort])
  const shownGroups = visibleGroups(groups)

  useDidShow(() => {
    if (autoCopy) void offerClipboardCode(t, false)
    // Births others sent by invite (and other devices' edits) arrive with a sync.
    if (loggedInNow() && autoSyncOn('birth')) void syncRecordsNow('birth')
  })

  /** In a chooser (?pick=) a tap answers it; otherwise it opens the birth's chart and makes it current. */
  const choose = (b: LocalBirth) => {
    if (params.pick === 'pairA' || params.pick === 'pairB') {
      // A pair chart's person: the current chart birth stays as it is.
      if (params.pick === 'pairA') pairBirthsChosen(b.id, pairBirths[1]?.id ?? null)
      else pairBirthsChosen(pairBirths[0]?.id ?? null, b.id)
      void goBack({ force: true })
    } else if (params.pick === 'chart') {
      chartBirthChosen(b.id)
      void ui.toast(t('births.chosen'))
      void goBack({ force: true })
    } else openChart(b)
  }
  const openChart = (b: LocalBirth) => {
    setOpen(null)
    chartBirthChosen(b.id)
    void navigate('natal-info', { a: b.id })
  }
  const remove = async (b: LocalBirth) => {
    if ((await ui.confirm({ title: t('births.deleteTitle'), content: t('births.deleteContent', { name: b.name }), danger: true })).ok)
      birthDeleted(b.id)
  }
  const copyCode = async (b: LocalBirth) => {
    // A share code lives on the server: logged out, say so and open login after 500 ms (SPEC §6 toast mode).
    if (!(await requireLogin('toast', t('account.prompt.needLoginToUse')))) return
    try {
      // A code needs the birth on the server: push it first when it has not been synced yet.
      if (loggedInNow() && pendingBirths([b]).length) await syncRecordsNow('birth', { loading: true })
      const r = await getBirthCodeString(b.id)
      useBirths.getState().copyCodeSeen(r.code)
      // copyText toasts 内容已复制 itself: no second toast.
      await copyText(shareText(b.name, r.code))
    } catch {
      void ui.toast(t('births.codeNeedsLogin'))
    }
  }

  return (
    <PageShell routeId="birth-list">
      <View className="bp-toolbar">
        <Pressable inline className="bp-chip bp-chip--on" data-testid="birth-new" onPress={() => void navigate('birth-editor')}>
          ＋ {t('births.new')}
        </Pressable>
        <Pressable inline className="bp-chip bp-chip--accent" data-testid="birth-paste" onPress={() => void offerClipboardCode(t, true)}>
          {t('births.paste')}
        </Pressable>
        <Pressable inline className="bp-chip" data-testid="birth-groups" onPress={() => void navigate('birth-group')}>
          {t('births.groups')}
        </Pressable>
        <Pressable inline className="bp-chip" onPress={() => void navigate('birth-famous-list')}>
          {t('births.famous')}
        </Pressable>
        <Pressable inline className="bp-chip" data-testid="birth-invite" onPress={() => void navigate('birth-invite')}>
          {t('births.invite')}
        </Pressable>
      </View>
      <View className="bp-search">
        <Input data-testid="birth-search" value={text} placeholder={t('births.searchPlaceholder')} onInput={(e) => setText(e.detail.value)} />
      </View>
      {shownGroups.length > 0 && (
        <View className="bp-toolbar" data-testid="group-filter">
          <Pressable inline className={`bp-chip${groupId === undefined ? ' bp-chip--on' : ''}`} onPress={() => setGroupId(undefined)}>
            {t('births.all')}
          </Pressable>
          {shownGroups.map((g) => (
            <Pressable
              inline
              key={g.id}
              data-group={g.name}
              className={`bp-chip${groupId === g.id ? ' bp-chip--on' : ''}`}
              onPress={() => setGroupId(g.id)}
            >
              {loc(g.name)}
            </Pressable>
          ))}
        </View>
      )}
      <View className="bp-toolbar">
        <Segmented<BirthSort>
          testId="birth-sort"
          value={sort}
          onChange={setSort}
          options={[
            { value: 'default', label: t('births.sortDefault') },
            { value: 'name', label: t('births.sortName') },
            { value: 'birthDate', label: t('births.sortBirth') },
            { value: 'updated', label: t('births.sortUpdated') },
          ]}
        />
      </View>
      {rows.length === 0 && <View className="bp-empty">{t('births.empty')}</View>}
      {rows.map((b) => {
        const inGroups = groupsOf(groups, b.id)
        return (
          <View key={b.id} className={`bp-row${chartBirth?.id === b.id ? ' bp-row--current' : ''}`} data-testid="birth-row" data-name={b.name}>
            <View className="bp-row__head">
              <Pressable inline className="bp-row__name" onPress={() => choose(b)}>
                {loc(b.name)}
              </Pressable>
              <View className="bp-row__tags">
                {b.isTop === 1 && (
                  <Text className="bp-tag bp-tag--accent" data-testid="pinned">
                    {t('births.pin')}
                  </Text>
                )}
                {chartBirth?.id === b.id && <Text className="bp-tag bp-tag--accent">{t('births.current')}</Text>}
                {isSample(b) ? (
                  <Text className="bp-tag bp-tag--sample" data-testid="sample-tag">
                    {t('births.sample')}
                  </Text>
                ) : (
                  <Text className="bp-tag">{t(`births.type${b.type}`, { defaultValue: '' }) || t('births.type2')}</Text>
                )}
                <Pressable
                  inline
                  className="bp-row__more bp-action"
                  label={t('a11y.more')}
                  data-testid="row-more"
                  onPress={(e) => {
                    e.stopPropagation()
                    setOpen(open === b.id ? null : b.id)
                  }}
                >
                  ···
                </Pressable>
              </View>
            </View>
            <Pressable className="bp-row__meta" onPress={() => choose(b)}>
              {loc(whenLine(b, t('births.summer')))} · {loc(b.address)}
            </Pressable>
            <View className="bp-row__meta">
              {signsLine(t, b)}
              {inGroups.length > 0 && ` · ${inGroups.map((g) => loc(g.name)).join('、')}`}
              {b.remark && ` · ${loc(b.remark)}`}
            </View>
            {open === b.id && (
              <View className="bp-row__actions">
                <Pressable inline className="bp-action" data-testid="row-chart" onPress={() => openChart(b)}>
                  {t('births.openChart')}
                </Pressable>
                <Pressable
                  inline
                  className="bp-action"
                  data-testid="row-pin"
                  onPress={() => {
                    birthTopToggled(b.id)
                    setOpen(null)
                  }}
                >
                  {b.isTop ? t('births.unpin') : t('births.pin')}
                </Pressable>
                <Pressable inline className="bp-action" data-testid="row-edit" onPress={() => void navigate('birth-editor', { id: b.id })}>
                  {t('births.edit')}
                </Pressable>
                <Pressable inline className="bp-action" data-testid="row-group" onPress={() => void navigate('birth-group-choose', { id: b.id })}>
                  {t('births.group')}
                </Pressable>
                <Pressable inline className="bp-action" data-testid="row-code" onPress={() => void copyCode(b)}>
                  {t('births.copyCode')}
                </Pressable>
                <Pressable inline className="bp-action bp-action--danger" data-testid="row-delete" onPress={() => void remove(b)}>
                  {t('births.delete')}
                </Pressable>
              </View>
            )}
          </View>
        )
      })}
    </PageShell>
  )
}
