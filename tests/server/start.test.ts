// `npm start` (scripts/start.mjs): SIGTERM and SIGINT stop the server as well, nothing is left listening.
import { describe, expect, it } from 'vitest'
import { spawn } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { listeningUrl, ROOT } from './child-server'

async function startAndStop(signal: NodeJS.Signals) {
  const dir = await mkdtemp(path.join(tmpdir(), 'xp-start-'))
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>星盘</title>')
  const proc = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir, STATIC_DIR: dir, MAIL_OUTBOX: path.join(dir, 'outbox'), LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  try {
    const url = await listeningUrl(proc, 'start.mjs')
    expect((await (await fetch(`${url}/api/User/About`)).json()).code).toBe(0)
    const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)))
    proc.kill(signal)
    expect(await exited).toBe(0)
    await expect(fetch(`${url}/api/User/About`)).rejects.toThrow()
  } finally {
    proc.kill('SIGKILL')
    await rm(dir, { recursive: true, force: true })
  }
}

describe('npm start and signals', () => {
  it('SIGTERM stops the server', () => startAndStop('SIGTERM'))
  it('SIGINT stops the server', () => startAndStop('SIGINT'))
})
