import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { Pressable } from '@/components/ui/pressable'
import { useT } from '@/components/hooks'
import { columnFormOf, saveColumn, setColumnStatus, type CmsAdminColumnWire } from '@/store/cms-admin-actions'
import { CMS_LIMITS, columnFormErrors, EMPTY_COLUMN_FORM } from '@/store/cms-admin-model'
import { CoverField, Field } from '../fields'
import { AdminNote, PublishActions } from '../publish-actions'
import { useCmsEditor } from './use-cms-editor'

/** A column's form and its state moves; `initial` null is a new column (saved as a draft). */
export function ColumnEditor(props: { initial: CmsAdminColumnWire | null; onDirty(dirty: boolean): void }) {
  const t = useT()
  const [column, setColumn] = useState(props.initial)
  const { f, edit, reset, shown, setShown, note, setNote, busy, run } = useCmsEditor(
    props.initial ? columnFormOf(props.initial) : EMPTY_COLUMN_FORM,
    props.onDirty,
  )
  const show = (c: CmsAdminColumnWire) => {
    setColumn(c)
    reset(columnFormOf(c))
  }
  const errors = shown ? columnFormErrors(f) : {}
  const save = () => {
    setShown(true)
    if (Object.keys(columnFormErrors(f)).length) {
      setNote({ ok: false, text: t('cmsAdmin.fixFields') })
      return
    }
    void run(async () => show(await saveColumn(column?.id, f)), t('cmsAdmin.saved'))
  }
  return (
    <View className="card" data-testid="cms-column-editor" data-status={column?.status ?? 'new'}>
      <Text className="muted">{column ? t(`cmsAdmin.status.${column.status}`) : t('cmsAdmin.newColumn')}</Text>
      <Field
        label={t('cmsAdmin.columnTitle')}
        value={f.title}
        onInput={(title) => edit({ title })}
        testId="cms-column-title"
        error={errors.title}
        maxlength={CMS_LIMITS.columnTitle}
      />
      <Field
        label={t('cmsAdmin.intro')}
        value={f.intro}
        onInput={(intro) => edit({ intro })}
        testId="cms-column-intro"
        error={errors.intro}
        multiline
        maxlength={CMS_LIMITS.columnIntro}
      />
      <CoverField label={t('cmsAdmin.cover')} value={f.cover} onInput={(cover) => edit({ cover })} testId="cms-column-cover" error={errors.cover} />
      <Field label={t('cmsAdmin.sort')} value={f.sort} onInput={(sort) => edit({ sort })} testId="cms-column-sort" error={errors.sort} />
      <View className="admin-actions">
        <Pressable className="btn" data-testid="cms-save" disabled={busy} onPress={save}>
          {t('cmsAdmin.save')}
        </Pressable>
        {column && (
          <PublishActions
            status={column.status}
            testIdPrefix="cms-action-"
            labelOf={(a) => t(`cmsAdmin.action.${a}`)}
            disabled={busy}
            onAction={(a) => void run(async () => show(await setColumnStatus(column.id, a)), t(`cmsAdmin.did.${a}`))}
          />
        )}
      </View>
      <AdminNote note={note} testId="cms-admin-note" />
    </View>
  )
}
