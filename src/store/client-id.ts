/** The device's own id (storage key clientId): seeds the daily card when nobody is logged in, names the device in merit sync. */
import { z } from 'zod'
import { persisted } from './persist'

const clientIdStore = persisted({ key: 'clientId', schema: () => z.string().min(8), defaults: () => '' })

/** This device's id, made once (random, 16 hex digits) and kept. */
export function clientId(random: () => number = Math.random): string {
  const stored = clientIdStore.load()
  if (stored) return stored
  const id = Array.from({ length: 16 }, () => Math.floor(random() * 16).toString(16)).join('')
  clientIdStore.save(id)
  return id
}
