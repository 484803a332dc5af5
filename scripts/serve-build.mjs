// Serves an H5 build with the real server (a fresh embedded database in a temporary directory) for the measuring
// scripts (lighthouse.mjs, startup-profile.mjs). Resolves to the base URL once the server listens.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** @returns {Promise<{ base: string, server: import('node:child_process').ChildProcess }>} */
export async function serveBuild(staticDir, port, tmpPrefix) {
  if (!fs.existsSync(path.join(staticDir, 'index.html'))) throw new Error(`no H5 build in ${staticDir}`)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), tmpPrefix))
  const server = spawn(path.resolve('node_modules/.bin/tsx'), ['server/src/main.ts'], {
    env: { ...process.env, STATIC_DIR: staticDir, PORT: String(port), DATA_DIR: dataDir, MAIL_OUTBOX: path.join(dataDir, 'outbox') },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const base = await new Promise((resolve, reject) => {
    server.on('exit', (code) => reject(new Error(`server exited with ${code}`)))
    server.stdout.on('data', (chunk) => {
      if (String(chunk).includes('listening')) resolve(`http://127.0.0.1:${port}/`)
    })
  })
  return { base, server }
}
