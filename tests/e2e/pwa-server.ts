import http from 'node:http'
import fs from 'node:fs'
import path from 'node:path'
import { listenLoopback, requestedFile } from './static-server'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
  '.data': 'application/octet-stream',
}
const HASHED = /\.[0-9a-f]{8}\.(js|css)$/

/**
 * Serves an H5 build as production does: the build's .br/.gz copies with content-encoding, hashed assets
 * immutable, everything else (index.html, sw.js, the ephemeris files) revalidated. /api answers 503 (no server here).
 */
export async function servePrecompressed(dir: string): Promise<{ url: string; requests: string[]; close(): Promise<void> }> {
  const root = path.resolve(dir)
  const requests: string[] = []
  const server = http.createServer((req, res) => {
    const rel = decodeURIComponent((req.url ?? '/').split('?')[0])
    requests.push(rel)
    if (rel.startsWith('/api/')) {
      res.writeHead(503, { 'content-type': 'application/json' }).end('{}')
      return
    }
    const file = requestedFile(root, rel, res)
    if (file === null) return
    const accepts = String(req.headers['accept-encoding'] ?? '')
    const headers: Record<string, string> = {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
    }
    let body = file
    if (accepts.includes('br') && fs.existsSync(file + '.br')) [body, headers['content-encoding']] = [file + '.br', 'br']
    else if (accepts.includes('gzip') && fs.existsSync(file + '.gz')) [body, headers['content-encoding']] = [file + '.gz', 'gzip']
    headers['content-length'] = String(fs.statSync(body).size)
    res.writeHead(200, headers)
    fs.createReadStream(body).pipe(res)
  })
  return { ...(await listenLoopback(server)), requests }
}
