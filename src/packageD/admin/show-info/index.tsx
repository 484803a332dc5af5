import '@/packageD/locales.generated'
import { Input, Text, Textarea, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { SwitchRow } from '@/components/ui/setting-rows'
import { useT } from '@/components/hooks'
import { roleAttributes } from '@/platform/a11y'
import { ROUTES } from '@/routes'
import { SHOW_FLAGS } from '@/store/show-info'
import { loadShowInfoDraft, saveShowInfoDraft, SHOW_LIMITS, tipsOfText, type ShowInfoDraft } from '@/store/show-info-admin'
import { AdminGate } from '../admin-gate'
import '../admin.css'

type Status = { kind: 'loading' } | { kind: 'editing' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; error: string }
const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e))
const BANNER_FIELDS = ['title', 'subtitle', 'link'] as const

/** 首页展示 (Index/ShowInfoSave): the home blocks' flags, the banners, the tips and which tools the home grid lists. */
export default function ShowInfoAdminPage() {
  const t = useT()
  const [draft, setDraft] = useState<ShowInfoDraft | null>(null)
  const [tipsText, setTipsText] = useState('')
  const [status, setStatus] = useState<Status>({ kind: 'loading' })
  useEffect(() => {
    loadShowInfoDraft().then(
      (d) => {
        setDraft(d)
        setTipsText(d.tips.join('\n'))
        setStatus({ kind: 'editing' })
      },
      (e: unknown) => setStatus({ kind: 'failed', error: messageOf(e) }),
    )
  }, [])
  const edit = (patch: Partial<ShowInfoDraft>) => {
    setDraft((d) => (d ? { ...d, ...patch } : d))
    setStatus({ kind: 'editing' })
  }
  const save = async () => {
    if (!draft || status.kind === 'saving') return
    setStatus({ kind: 'saving' })
    try {
      const saved = await saveShowInfoDraft({ ...draft, tips: tipsOfText(tipsText) })
      setTipsText(saved.tips.join('\n'))
      setStatus({ kind: 'saved' })
    } catch (e) {
      setStatus({ kind: 'failed', error: messageOf(e) })
    }
  }
  const busy = status.kind === 'saving'
  const tools = ROUTES.filter((r) => r.system)
  return (
    <PageShell routeId="show-info-admin">
      <AdminGate route="show-info-admin">
        {status.kind === 'loading' && (
          <View className="muted admin-note" {...roleAttributes('status')}>
            {t('admin.show.loading')}
          </View>
        )}
        {draft && (
          <>
            <View className="card__title">{t('admin.show.blocks')}</View>
            <View className="list">
              {SHOW_FLAGS.map((f) => (
                <SwitchRow
                  key={f}
                  label={t(`admin.show.flag.${f}`)}
                  value={draft[f]}
                  onChange={(on) => edit({ [f]: on })}
                  testId={`show-${f}`}
                  disabled={busy}
                />
              ))}
            </View>
            <View className="card">
              <Text className="card__title">{t('admin.show.banners')}</Text>
              {draft.banners.map((b, i) => (
                <View key={i} className="admin-form-row" data-testid={`show-banner-${i}`}>
                  {BANNER_FIELDS.map((k) => (
                    <Input
                      key={k}
                      className="admin-input"
                      data-testid={`show-banner-${i}-${k}`}
                      value={b[k]}
                      placeholder={t(`admin.show.${k}Ph`)}
                      maxlength={SHOW_LIMITS[k]}
                      disabled={busy}
                      onInput={(e) => edit({ banners: draft.banners.map((x, j) => (j === i ? { ...x, [k]: e.detail.value } : x)) })}
                    />
                  ))}
                  <Pressable
                    className="btn btn--ghost"
                    data-testid={`show-banner-${i}-delete`}
                    onPress={() => edit({ banners: draft.banners.filter((_, j) => j !== i) })}
                  >
                    {t('admin.show.deleteBanner')}
                  </Pressable>
                </View>
              ))}
              {draft.banners.length < SHOW_LIMITS.banners && (
                <Pressable
                  className="btn btn--ghost"
                  data-testid="show-banner-add"
                  onPress={() => edit({ banners: [...draft.banners, { title: '', subtitle: '', link: '' }] })}
                >
                  {t('admin.show.addBanner')}
                </Pressable>
              )}
            </View>
            <View className="card admin-form-row">
              <Text className="admin-form-row__label">{t('admin.show.tips')}</Text>
              <Textarea
                className="admin-input"
                data-testid="show-tips"
                value={tipsText}
                placeholder={t('admin.show.tipsPh')}
                maxlength={SHOW_LIMITS.tips * (SHOW_LIMITS.tip + 1)}
                autoHeight
                disabled={busy}
                onInput={(e) => {
                  setTipsText(e.detail.value)
                  setStatus({ kind: 'editing' })
                }}
              />
            </View>
            <View className="card__title">{t('admin.show.tools')}</View>
            <View className="list">
              {tools.map((r) => (
                <SwitchRow
                  key={r.id}
                  label={t(r.titleKey)}
                  value={draft.indexUtils[r.id] !== false}
                  onChange={(on) => edit({ indexUtils: { ...draft.indexUtils, [r.id]: on } })}
                  testId={`show-tool-${r.id}`}
                  disabled={busy}
                />
              ))}
            </View>
            <Pressable className="btn" data-testid="show-save" disabled={busy} onPress={() => void save()}>
              {busy ? t('admin.submitting') : t('admin.show.save')}
            </Pressable>
          </>
        )}
        {status.kind === 'saved' && (
          <View className="card admin-result" data-testid="show-saved" {...roleAttributes('status')}>
            {t('admin.show.saved')}
          </View>
        )}
        {status.kind === 'failed' && (
          <View className="card admin-error" data-testid="show-failed" {...roleAttributes('alert')}>
            {t('admin.failed', { error: status.error })}
          </View>
        )}
      </AdminGate>
    </PageShell>
  )
}
