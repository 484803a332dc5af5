/**
 * The wooden fish's merit counter (storage key meritCounter; SPEC §3 merit-counter date/count/word type):
 * every knock is saved at once, so a closed app or a lost network never loses one. Sync: ./merit-sync.
 */
import { create } from 'zustand'
import { persisted } from './persist'
import {
  adoptOwner,
  knock,
  localDate,
  MAX_WORD_CHARS,
  meritCounterSchema,
  meritDefaults,
  MERIT_VERSION,
  syncAnswered,
  type MeritCounter,
  type SyncAnswer,
  type WordType,
} from './merit-model'

export const meritStore = persisted({
  key: 'meritCounter',
  schema: meritCounterSchema,
  defaults: meritDefaults,
  // Version 1 is the first; a stored object without a version is read as version 1 when it fits.
  migrate: (raw) => (raw && typeof raw === 'object' && !('version' in raw) ? { ...raw, version: MERIT_VERSION } : raw),
})

export interface MeritState {
  counter: MeritCounter
  /** Knocks since launch (drives the page's animation). */
  knocksThisRun: number
  /** Raised by every local change that should reach the server (a knock, a new word). */
  localChanges: number
  knocked(now: Date): void
  wordChanged(wordType: WordType, word: string, nowMs: number): void
  soundToggled(on: boolean): void
  /** Before a sync as this account (see adoptOwner). */
  ownerSyncing(uid: string): void
  syncAnswered(answer: SyncAnswer): void
  /** Logged out: the other devices' counts leave this device; our own knocks stay. */
  accountLeft(): void
  hydrate(): void
}

export const useMerit = create<MeritState>()((set, get) => {
  const commit = (counter: MeritCounter) => {
    meritStore.save(counter)
    set({ counter })
  }
  return {
    counter: meritStore.load(),
    knocksThisRun: 0,
    localChanges: 0,
    knocked(now) {
      const counter = knock(get().counter, localDate(now))
      meritStore.save(counter)
      set({ counter, knocksThisRun: get().knocksThisRun + 1, localChanges: get().localChanges + 1 })
    },
    wordChanged(wordType, word, nowMs) {
      commit({ ...get().counter, wordType, word: word.trim().slice(0, MAX_WORD_CHARS), wordTime: nowMs })
      set({ localChanges: get().localChanges + 1 })
    },
    soundToggled(on) {
      commit({ ...get().counter, sound: on })
    },
    ownerSyncing(uid) {
      const next = adoptOwner(get().counter, uid)
      if (next !== get().counter) commit(next)
    },
    syncAnswered(answer) {
      commit(syncAnswered(get().counter, answer))
    },
    accountLeft() {
      if (get().counter.others.length) commit({ ...get().counter, others: [] })
    },
    hydrate() {
      set({ counter: meritStore.load() })
    },
  }
})
