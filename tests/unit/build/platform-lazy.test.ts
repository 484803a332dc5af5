import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const shimPath = path.resolve(__dirname, '../../../config/shims/platform-lazy.cjs')
const realPath = require.resolve('platform/platform.js')

describe('H5 stand-in for platform.js', () => {
  it('loading it and the interop check leave the user agent unparsed; the first property read parses it and answers as platform.js', () => {
    delete require.cache[realPath]
    delete require.cache[shimPath]
    const shim = require(shimPath) as Record<string, unknown>
    expect(shim.__esModule).toBeUndefined()
    expect(require.cache[realPath]).toBeUndefined()
    const real = require(realPath) as Record<string, unknown>
    expect(shim.name).toBe(real.name)
    expect(typeof shim.parse).toBe('function')
    expect('os' in shim).toBe(true)
    expect(Object.keys(shim)).toEqual(Object.keys(real))
  })
})
