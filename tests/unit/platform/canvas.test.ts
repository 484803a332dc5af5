import Taro from '@tarojs/taro'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { datedFileName, devicePixelRatio, openCanvas2d, saveCanvasImage, type CanvasNode } from '@/platform/canvas'

type Runtime = Record<string, unknown>
const runtime = Taro as unknown as Runtime
const PNG = 'data:image/png;base64,iVBORw0KGgo='

/** A canvas node as Taro's selector query hands it back; toDataURL records the type asked for. */
function fakeCanvas(): CanvasNode & { asked: string[] } {
  const asked: string[] = []
  return { width: 300, height: 150, getContext: () => ({}), toDataURL: (type = 'image/png') => (asked.push(type), PNG), asked }
}

/** Taro.createSelectorQuery answering `#id` with the given nodes. */
function selectorQuery(nodes: Record<string, CanvasNode>) {
  return () => {
    let id = ''
    const q = {
      select: (sel: string) => ((id = sel.replace(/^#/, '')), q),
      fields: () => q,
      exec: (cb: (res: Array<{ node?: CanvasNode } | null>) => void) => cb([nodes[id] ? { node: nodes[id] } : null]),
    }
    return q
  }
}

/**
 * The DOM of an H5 page: the current route's container holding `taro-canvas-core#id > canvas` for each given
 * canvas (none while `routedTo` names a page not mounted yet), and anchors created, appended, clicked, removed.
 */
function fakeDocument(canvases: Record<string, CanvasNode> = {}, routedTo = 'packageA/human-design/index') {
  const clicked: Array<{ href: string; download: string }> = []
  const attached: unknown[] = []
  const doc = {
    createElement: (tag: string) => {
      expect(tag).toBe('a')
      const a = {
        href: '',
        download: '',
        click: () => clicked.push({ href: a.href, download: a.download }),
        remove: () => attached.splice(attached.indexOf(a), 1),
      }
      return a
    },
    body: { appendChild: (a: unknown) => attached.push(a) },
    getElementById: (id: string) =>
      id === 'packageA/human-design/index'
        ? {
            querySelector: (sel: string) => {
              const node = canvases[sel.replace(/^#/, '')]
              return node ? { getElementsByTagName: (tag: string) => (tag === 'canvas' ? [node] : []) } : null
            },
          }
        : null,
  }
  vi.stubGlobal('document', doc)
  runtime.nextTick = (fn: () => void) => void Promise.resolve().then(fn)
  runtime.getCurrentInstance = () => ({ page: { path: routedTo } })
  return { clicked, attached }
}

const added = ['createSelectorQuery', 'canvasToTempFilePath', 'saveImageToPhotosAlbum', 'nextTick', 'getCurrentInstance']
const systemInfoDouble = runtime.getSystemInfoSync
afterEach(() => {
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
  for (const k of added) delete runtime[k]
  runtime.getSystemInfoSync = systemInfoDouble
})

describe('saveCanvasImage on H5', () => {
  beforeEach(() => vi.stubEnv('TARO_ENV', 'h5'))

  it('finds the canvas by id and downloads its PNG under the given file name', async () => {
    const canvas = fakeCanvas()
    const dom = fakeDocument({ 'hd-bodygraph': canvas })
    expect(await saveCanvasImage('hd-bodygraph', '星盘-人类图-20260315.png')).toBe('downloaded')
    expect(canvas.asked).toEqual(['image/png'])
    expect(dom.clicked).toEqual([{ href: PNG, download: '星盘-人类图-20260315.png' }])
    expect(dom.attached).toEqual([]) // the anchor is removed again
  })

  it('takes a canvas node or an opened canvas as well as an id', async () => {
    const canvas = fakeCanvas()
    const dom = fakeDocument()
    await saveCanvasImage(canvas, 'a.png')
    await saveCanvasImage({ canvas, ctx: {}, pixelRatio: 2 }, 'b.png')
    expect(dom.clicked.map((c) => c.download)).toEqual(['a.png', 'b.png'])
  })

  it('a canvas id not on the page is an error, and nothing downloads', async () => {
    const dom = fakeDocument({ 'hd-bodygraph': fakeCanvas() })
    await expect(saveCanvasImage('missing', 'x.png')).rejects.toThrow(/missing/)
    expect(dom.clicked).toEqual([])
  })

  it('opens the canvas of the current page and sizes it for the browser’s pixel ratio (no user-agent parse)', async () => {
    const canvas = fakeCanvas()
    fakeDocument({ 'natal-wheel': canvas })
    vi.stubGlobal('window', { devicePixelRatio: 2 })
    const system = vi.fn(() => ({ pixelRatio: 1 }))
    runtime.getSystemInfoSync = system
    const opened = await openCanvas2d('natal-wheel', 320, 300)
    expect(opened?.canvas).toBe(canvas)
    expect([canvas.width, canvas.height, opened?.pixelRatio]).toEqual([640, 600, 2])
    expect(system).not.toHaveBeenCalled()
    vi.stubGlobal('window', { devicePixelRatio: 4.5 })
    expect(devicePixelRatio()).toBe(3)
  })

  it('while a navigation has the next page not mounted yet, opening answers null instead of throwing', async () => {
    fakeDocument({ 'natal-wheel': fakeCanvas() }, 'packageA/natal-info/index')
    expect(await openCanvas2d('natal-wheel', 320, 300)).toBeNull()
  })
})

describe('saveCanvasImage on weapp', () => {
  beforeEach(() => vi.stubEnv('TARO_ENV', 'weapp'))

  const weappRuntime = (save: (o: { filePath: string }) => Promise<unknown>) => {
    const calls: Array<{ api: string; arg: Record<string, unknown> }> = []
    runtime.canvasToTempFilePath = (o: Record<string, unknown>) => (
      calls.push({ api: 'canvasToTempFilePath', arg: o }),
      Promise.resolve({ tempFilePath: 'wxfile://tmp/1.png' })
    )
    runtime.saveImageToPhotosAlbum = (o: { filePath: string }) => (calls.push({ api: 'saveImageToPhotosAlbum', arg: o }), save(o))
    return calls
  }

  it('the pixel ratio is the system info’s, within 1–3', () => {
    runtime.getSystemInfoSync = () => ({ pixelRatio: 2.75 })
    expect(devicePixelRatio()).toBe(2.75)
    runtime.getSystemInfoSync = () => ({ pixelRatio: 0 })
    expect(devicePixelRatio()).toBe(1)
  })

  it('finds a canvas by id through the selector query', async () => {
    const canvas = fakeCanvas()
    runtime.createSelectorQuery = selectorQuery({ 'hd-bodygraph': canvas })
    const calls = weappRuntime(() => Promise.resolve({ errMsg: 'saveImageToPhotosAlbum:ok' }))
    expect(await saveCanvasImage('hd-bodygraph', 'x.png')).toBe('saved')
    expect(calls[0].arg.canvas).toBe(canvas)
  })

  it('writes the canvas to a temporary PNG and saves that file to the photo album', async () => {
    const canvas = fakeCanvas()
    const calls = weappRuntime(() => Promise.resolve({ errMsg: 'saveImageToPhotosAlbum:ok' }))
    expect(await saveCanvasImage(canvas, 'x.png')).toBe('saved')
    expect(calls.map((c) => c.api)).toEqual(['canvasToTempFilePath', 'saveImageToPhotosAlbum'])
    expect(calls[0].arg.canvas).toBe(canvas)
    expect(calls[0].arg.fileType).toBe('png')
    expect(calls[1].arg.filePath).toBe('wxfile://tmp/1.png')
    expect(canvas.asked).toEqual([]) // no data URL on weapp
  })

  it('a refused album permission is reported as denied, not thrown', async () => {
    weappRuntime(() => Promise.reject({ errMsg: 'saveImageToPhotosAlbum:fail auth deny' }))
    expect(await saveCanvasImage(fakeCanvas(), 'x.png')).toBe('denied')
    weappRuntime(() => Promise.reject({ errMsg: 'saveImageToPhotosAlbum:fail authorize no response' }))
    expect(await saveCanvasImage(fakeCanvas(), 'x.png')).toBe('denied')
  })

  it('a cancelled save is cancelled; any other failure is an error with WeChat’s message', async () => {
    weappRuntime(() => Promise.reject({ errMsg: 'saveImageToPhotosAlbum:fail cancel' }))
    expect(await saveCanvasImage(fakeCanvas(), 'x.png')).toBe('cancelled')
    weappRuntime(() => Promise.reject({ errMsg: 'saveImageToPhotosAlbum:fail file not exists' }))
    await expect(saveCanvasImage(fakeCanvas(), 'x.png')).rejects.toThrow('saveImageToPhotosAlbum:fail file not exists')
  })
})

describe('datedFileName', () => {
  it('appends the local date as YYYYMMDD', () => {
    expect(datedFileName('星盘-人类图', 'png', new Date(2026, 2, 5, 23, 59))).toBe('星盘-人类图-20260305.png')
  })
})
