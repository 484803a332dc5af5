/**
 * setting-utils' export promises every setting: each storage key a store declares is backed up or listed here as
 * not being a setting, and a page's settings survive export → wiped storage → import, its loaded store included.
 */
import fs from 'node:fs'
import path from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import { fake } from '../../doubles/taro'
import { BACKUP_KEYS, backupImported, backupOf, checkBackup } from '@/store/local-backup'
import { usePdSettings } from '@/store/pd-settings'
import { useXingxiuSettings } from '@/store/xingxiu-settings'
import { useZwdsSettings } from '@/store/ziwei-settings'

/** Storage keys that are not settings, with the reason. */
const NOT_BACKED_UP: Record<string, string> = {
  loginInfo: 'the session token: never written to a file',
  clientId: 'this device’s id',
  payable: 'the server’s payability answer',
  showInfo: 'the server’s home blocks, cached',
  coinDaily: 'the daily-login mark',
  copyCode: 'the last share code seen',
  pairChartBirths: 'the pair last opened',
  chartBirthLast: 'the profile last opened',
  firstRunDone: 'the first-run step',
  divinationHistory: 'records, synced with the account',
  psychHistory: 'records, synced with the account',
  meritCounter: 'records, synced with the account',
  meditation: 'records, synced with the account',
  worryDolls: 'records of the worry dolls',
}

/** The storage keys declared in src/store: persisted({ key: '…' }) and settingsStore('…'). */
function declaredKeys(): string[] {
  const dir = path.resolve(__dirname, '../../../src/store')
  const keys = new Set<string>()
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8')
    for (const m of text.matchAll(/persisted\(\{\s*key: '([A-Za-z-]+)'/g)) keys.add(m[1])
    for (const m of text.matchAll(/settingsStore<\w+>\(\s*'([A-Za-z-]+)'/g)) keys.add(m[1])
  }
  return [...keys].sort()
}

describe('local backup covers every setting', () => {
  it('each declared key is backed up or named as not a setting', () => {
    const keys = declaredKeys()
    expect(keys.length).toBeGreaterThan(40)
    const missing = keys.filter((k) => !BACKUP_KEYS.includes(k) && !(k in NOT_BACKED_UP))
    expect(missing).toEqual([])
    for (const k of Object.keys(NOT_BACKED_UP)) expect(keys).toContain(k)
  })
})

describe('page settings round trip', () => {
  beforeEach(() => fake.reset())

  it('xingxiu, 紫微 and primary-direction settings come back after storage is wiped, in the loaded stores too', () => {
    useXingxiuSettings.getState().changed({ natalMethod: 'moon', monthRule: 'qinxing' })
    useZwdsSettings.getState().conventionChosen('yearBoundary', 'liChun')
    usePdSettings.getState().changed({ key: 'ptolemy' })
    const text = JSON.stringify(backupOf('2026-11-28T00:00:00Z'))
    fake.reset()
    useXingxiuSettings.getState().hydrate()
    useZwdsSettings.getState().hydrate()
    usePdSettings.getState().hydrate()
    expect(useXingxiuSettings.getState().settings.natalMethod).toBe('sutra')
    const check = checkBackup(text)
    expect(check.ok).toBe(true)
    if (!check.ok) return
    expect(check.keys).toEqual(expect.arrayContaining(['xingxiuSettings', 'zwdsSettings', 'pdSettings']))
    backupImported(check.backup)
    expect(useXingxiuSettings.getState().settings).toMatchObject({ natalMethod: 'moon', monthRule: 'qinxing' })
    expect(useZwdsSettings.getState().yearBoundary).toBe('liChun')
    expect(usePdSettings.getState().key).toBe('ptolemy')
  })

  it('a broken page setting is refused by its own schema when its store is loaded, and nothing is written', () => {
    const text = JSON.stringify({ app: 'xingpan', format: 1, exportedAt: 'x', data: { pdSettings: 'naibod' } })
    expect(checkBackup(text)).toEqual({ ok: false, reason: 'badValue', key: 'pdSettings' })
  })
})
