// The real server (server/src/main.ts) in a child process on a free loopback port, for the durability test and
// bench/server.bench.ts.
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

export const ROOT = path.resolve(__dirname, '../..')

/** Resolves with the base URL the child prints ("… listening on http://127.0.0.1:port"); rejects if it exits first. */
export function listeningUrl(child: ChildProcess, what = 'server'): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (d: Buffer) => {
      out += d
      const m = /listening on (http:\/\/[\d.]+:\d+)/.exec(out)
      if (m) resolve(m[1])
    })
    child.once('exit', (code) => reject(new Error(`${what} exited (${code})`)))
  })
}

/** Starts the server with PORT 0 on 127.0.0.1 and the given environment on top of ours. */
export async function startServerChild(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return { child, url: await listeningUrl(child) }
}

/** POSTs a JSON body (with a bearer token when given) and returns the parsed answer. */
export async function postJson<T>(url: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })
  return (await res.json()) as T
}
