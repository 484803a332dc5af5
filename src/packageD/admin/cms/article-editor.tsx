import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { RichBody } from '@/components/rich-body/rich-body'
import { Pressable } from '@/components/ui/pressable'
import { Segmented } from '@/components/ui/segmented'
import { useLocalize, useT } from '@/components/hooks'
import {
  articleFormOf,
  loadAdminArticle,
  loadColumnChoices,
  previewMarkdown,
  saveArticle,
  setArticleStatus,
  type CmsAdminArticleWire,
  type CmsAdminColumnWire,
} from '@/store/cms-admin-actions'
import { articleFormErrors, CMS_LIMITS, EMPTY_ARTICLE_FORM } from '@/store/cms-admin-model'
import { CoverField, Field } from '../fields'
import { AdminNote, PublishActions } from '../publish-actions'
import { useCmsEditor } from './use-cms-editor'

/** An article's form (`id` 0: a new draft): column, author, cover, Markdown body with the server's preview, state moves. */
export function ArticleEditor(props: { id: number; onDirty(dirty: boolean): void }) {
  const t = useT()
  const localize = useLocalize()
  const [article, setArticle] = useState<CmsAdminArticleWire | null>(null)
  const [columns, setColumns] = useState<CmsAdminColumnWire[]>([])
  const [preview, setPreview] = useState<string | null>(null)
  const { f, edit, reset, shown, setShown, note, setNote, busy, run } = useCmsEditor(EMPTY_ARTICLE_FORM, props.onDirty)
  const show = (a: CmsAdminArticleWire) => {
    setArticle(a)
    reset(articleFormOf(a))
  }
  useEffect(() => {
    let live = true
    const failed = (e: unknown) => live && setNote({ ok: false, text: t('admin.failed', { error: e instanceof Error ? e.message : String(e) }) })
    loadColumnChoices().then((c) => live && setColumns(c), failed)
    if (props.id > 0)
      loadAdminArticle(props.id).then((a) => {
        if (!live) return
        setArticle(a)
        reset(articleFormOf(a))
      }, failed)
    return () => {
      live = false
    }
  }, [props.id, reset, setNote, t])

  const errors = shown ? articleFormErrors(f) : {}
  const save = () => {
    setShown(true)
    if (Object.keys(articleFormErrors(f)).length) {
      setNote({ ok: false, text: t('cmsAdmin.fixFields') })
      return
    }
    // The list row has no Markdown: the saved article is read back whole.
    void run(async () => show(await loadAdminArticle((await saveArticle(article?.id, f)).id)), t('cmsAdmin.saved'))
  }
  const showPreview = () => void run(async () => setPreview((await previewMarkdown(f.bodyMd)).html), t('cmsAdmin.previewed'))
  const columnOptions = [{ value: '0', label: t('cmsAdmin.noColumn') }, ...columns.map((c) => ({ value: String(c.id), label: localize(c.title) }))]
  return (
    <View data-testid="cms-article-editor" data-status={article?.status ?? 'new'}>
      <View className="card">
        <Text className="muted">{article ? t(`cmsAdmin.status.${article.status}`) : t('cmsAdmin.newArticle')}</Text>
        <Field
          label={t('cmsAdmin.articleTitle')}
          value={f.title}
          onInput={(title) => edit({ title })}
          testId="cms-article-title"
          error={errors.title}
          maxlength={CMS_LIMITS.articleTitle}
        />
        <View className="admin-form-row">
          <Text className="admin-form-row__label">{t('cmsAdmin.column')}</Text>
          <View className="admin-filters">
            <Segmented
              testId="cms-article-column"
              label={t('cmsAdmin.column')}
              value={String(f.columnId)}
              options={columnOptions}
              onChange={(v) => edit({ columnId: Number(v) })}
            />
          </View>
        </View>
        <Field
          label={t('cmsAdmin.author')}
          value={f.author}
          onInput={(author) => edit({ author })}
          testId="cms-article-author"
          error={errors.author}
          maxlength={CMS_LIMITS.author}
        />
        <CoverField
          label={t('cmsAdmin.cover')}
          value={f.cover}
          onInput={(cover) => edit({ cover })}
          testId="cms-article-cover"
          error={errors.cover}
        />
        <Field label={t('cmsAdmin.sort')} value={f.sort} onInput={(sort) => edit({ sort })} testId="cms-article-sort" error={errors.sort} />
        <Field
          label={t('cmsAdmin.bodyMd')}
          value={f.bodyMd}
          onInput={(bodyMd) => edit({ bodyMd })}
          testId="cms-article-body"
          error={errors.bodyMd}
          multiline
          maxlength={CMS_LIMITS.bodyMd}
        />
        <View className="admin-actions">
          <Pressable className="btn btn--ghost" data-testid="cms-preview" disabled={busy} onPress={showPreview}>
            {t('cmsAdmin.preview')}
          </Pressable>
          <Pressable className="btn" data-testid="cms-save" disabled={busy} onPress={save}>
            {t('cmsAdmin.save')}
          </Pressable>
          {article && (
            <PublishActions
              status={article.status}
              testIdPrefix="cms-action-"
              labelOf={(a) => t(`cmsAdmin.action.${a}`)}
              disabled={busy}
              onAction={(a) => void run(async () => show(await loadAdminArticle((await setArticleStatus(article.id, a)).id)), t(`cmsAdmin.did.${a}`))}
            />
          )}
        </View>
        <AdminNote note={note} testId="cms-admin-note" />
      </View>
      {preview !== null && (
        <View className="card" data-testid="cms-preview-card">
          <View className="card__title">{t('cmsAdmin.previewTitle')}</View>
          <RichBody className="rich-article" testId="cms-preview-body" html={localize(preview)} />
        </View>
      )}
    </View>
  )
}
