import { useCallback, useEffect, useState } from 'react'
import { useT } from '@/components/hooks'
import { cmsAdminFailureOf, sameForm } from '@/store/cms-admin-model'
import { useNoteRun } from '../publish-actions'

/**
 * A CMS editor's form state: the fields, the last saved form (to tell unsaved edits, reported through `onDirty`),
 * whether errors show, and the note of the last call (1105, a move the state table refuses, has its own words).
 */
export function useCmsEditor<F extends object>(initial: F, onDirty: (dirty: boolean) => void) {
  const t = useT()
  const [f, setF] = useState<F>(initial)
  const [saved, setSaved] = useState<F>(initial)
  const [shown, setShown] = useState(false)
  const runner = useNoteRun((e) => {
    const failure = cmsAdminFailureOf(e)
    return failure.kind === 'refused' ? t('cmsAdmin.refused') : t('admin.failed', { error: failure.text })
  })
  const dirty = !sameForm(f, saved)
  useEffect(() => onDirty(dirty), [dirty, onDirty])
  /** The form as the server now holds it. */
  const reset = useCallback((form: F) => {
    setF(form)
    setSaved(form)
  }, [])
  const edit = (patch: Partial<F>) => setF((x) => ({ ...x, ...patch }))
  return { f, edit, reset, shown, setShown, ...runner }
}
