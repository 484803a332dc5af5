import { useState } from 'react'
import { useT } from '@/components/hooks'
import { ui } from '@/components/ui/ui'
import { useRouteParams } from '@/platform/route-params'
import { recordById, useDivinationHistory, type StoredCast } from '@/store/divination-history'
import { castTimeOf, savedCastTime, type CastTimeInput } from './cast-time'

/**
 * A board cast at a moment (奇门, 六壬 …): now by default, or the record named by ?record= reopened with its cast
 * time and question. Changing the time makes it a new, unsaved board; `save` stores it once.
 */
export function useSavedBoard<S extends StoredCast['system']>(system: S) {
  const t = useT()
  const params = useRouteParams()
  const record = useDivinationHistory((s) => recordById(s.records, params.record))
  const reopened = record?.system === system ? (record as Extract<StoredCast, { system: S }>) : undefined
  const [when, setWhenState] = useState<CastTimeInput>(() => savedCastTime(reopened?.castTime) ?? castTimeOf(new Date()))
  const [question, setQuestion] = useState(reopened?.question ?? '')
  const [savedId, setSavedId] = useState<string | null>(reopened?.id ?? null)
  const setWhen = (w: CastTimeInput) => {
    setWhenState(w)
    setSavedId(null)
  }
  const save = (inputs: Record<string, unknown>, result: unknown) => {
    const r = useDivinationHistory.getState().castSaved({ system, question, castTime: when, inputs, result })
    setSavedId(r.id)
    ui.toast(t('qimen.saved'))
  }
  return { reopened, when, setWhen, question, setQuestion, savedId, save }
}
