// The H5 build at /: precompressed copies (br, gzip) when the client accepts them; content-hashed assets cached
// for a year, everything else revalidated (index.html and the service worker must never be stale).
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import fastifyStatic from '@fastify/static'
import { precompressDir } from './precompress'

export const IMMUTABLE = 'public, max-age=31536000, immutable'
export const REVALIDATE = 'no-cache'

/** js/<name>.<hash>.js, css/<name>.<hash>.css: file names carrying a content hash (8+ hex characters). */
const HASHED = /(?:^|\/)(?:js|css|chunk|static\/js|static\/css)\/.*[.-][0-9a-f]{8,}\.(?:js|css|mjs)$/i

export const cacheControlFor = (relPath: string): string => (HASHED.test(relPath.split(path.sep).join('/')) ? IMMUTABLE : REVALIDATE)

/**
 * Serves dir at /. Compressed copies missing from the build are written in the background at start-up (files
 * go out uncompressed until theirs is ready); `ready` settles when they are all written.
 */
export async function registerStatic(app: FastifyInstance, dir: string): Promise<{ ready: Promise<void> }> {
  const root = path.resolve(dir)
  await app.register(fastifyStatic, { root, prefix: '/', index: ['index.html'], preCompressed: true, cacheControl: false })
  // Cache and Vary headers for every file answer, whichever copy (br, gzip, plain) or index file went out.
  app.addHook('onSend', async (req, reply, payload) => {
    const urlPath = req.url.split('?')[0]
    if (urlPath.startsWith('/api/') || reply.statusCode >= 400) return payload
    reply.header('cache-control', cacheControlFor(decodeURIComponent(urlPath).replace(/^\/+/, '')))
    const vary = String(reply.getHeader('vary') ?? '')
    if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
    return payload
  })
  const ready = precompressDir(root).then(
    (s) => app.log.info({ files: s.files, written: s.written, rawBytes: s.rawBytes, brBytes: s.brBytes }, 'static files compressed'),
    (e: Error) => app.log.warn({ err: e.message }, 'static precompression failed; files go out uncompressed'),
  )
  return { ready }
}
