import { Text } from '@tarojs/components'
import { useState } from 'react'
import { Pressable } from '@/components/ui/pressable'
import { roleAttributes } from '@/platform/a11y'
import type { PublishAction, PublishStatus } from '@/store/cms-admin-actions'

/** The PUBLISH transition table (docs/content.md, States): the moves each state allows. */
export const PUBLISH_ACTIONS: Record<PublishStatus, readonly PublishAction[]> = {
  draft: ['publish', 'archive'],
  published: ['unpublish', 'archive'],
  archived: ['publish'],
}

export interface Note {
  ok: boolean
  text: string
}

/** The editors' note under the form: runs a call and keeps its outcome (the success text, or the failure's text). */
export function useNoteRun(failureText: (e: unknown) => string) {
  const [note, setNote] = useState<Note | null>(null)
  const [busy, setBusy] = useState(false)
  const run = async (work: () => Promise<unknown>, okText: string) => {
    setBusy(true)
    try {
      await work()
      setNote({ ok: true, text: okText })
    } catch (e) {
      setNote({ ok: false, text: failureText(e) })
    } finally {
      setBusy(false)
    }
  }
  return { note, setNote, busy, run }
}

/** A record's state moves as buttons, one per move the table allows from `status`. */
export function PublishActions(props: {
  status: PublishStatus
  testIdPrefix: string
  labelOf(a: PublishAction): string
  onAction(a: PublishAction): void
  disabled?: boolean
}) {
  return (
    <>
      {PUBLISH_ACTIONS[props.status].map((a) => (
        <Pressable
          key={a}
          className="btn btn--ghost"
          data-testid={`${props.testIdPrefix}${a}`}
          disabled={props.disabled}
          onPress={() => props.onAction(a)}
        >
          {props.labelOf(a)}
        </Pressable>
      ))}
    </>
  )
}

/** The outcome of the last call: a status line, or an alert when it failed. */
export function AdminNote({ note, testId }: { note: Note | null; testId: string }) {
  if (!note || note.text === '') return null
  return (
    <Text className={note.ok ? 'admin-result' : 'admin-error'} data-testid={testId} {...roleAttributes(note.ok ? 'status' : 'alert')}>
      {note.text}
    </Text>
  )
}
