import http from 'node:http'
import fs from 'node:fs'
import path from 'node:path'
import type { AddressInfo } from 'node:net'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.data': 'application/octet-stream',
}

/**
 * The file of a built folder a request path names (a folder stands for its index.html). Outside the folder the
 * answer is 403, a missing file 404; then null is returned and the response is finished.
 */
export function requestedFile(root: string, rel: string, res: http.ServerResponse): string | null {
  let file = path.join(root, rel)
  if (!file.startsWith(root)) {
    res.writeHead(403).end()
    return null
  }
  if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html')
  if (!fs.existsSync(file)) {
    res.writeHead(404).end('not found')
    return null
  }
  return file
}

/** Listens on a free port of 127.0.0.1; the URL ends with '/'. */
export async function listenLoopback(server: http.Server): Promise<{ url: string; close(): Promise<void> }> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((r) => server.close(() => r())) }
}

/** Serves a built H5 folder on 127.0.0.1 (used when the API server is not needed). */
export async function serveStatic(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const root = path.resolve(dir)
  const server = http.createServer((req, res) => {
    const file = requestedFile(root, decodeURIComponent((req.url ?? '/').split('?')[0]), res)
    if (file === null) return
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' })
    fs.createReadStream(file).pipe(res)
  })
  return listenLoopback(server)
}
