/**
 * WeChat's screen reader (读屏) reads aria-role / aria-label on the rendered view, text and image. Taro renders
 * every node through the templates of base.wxml, which bind only the attributes they list, so this checks the
 * built mini-program (WEAPP_DIR): the templates bind the aria attributes, and the home page's controls reach
 * them through setData with WeChat's role and name.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MiniProgram, type AppJson } from './harness/mini-program'
import { pageTexts, waitUntil } from './harness/page-text'

const WEAPP_DIR = path.resolve(process.env.WEAPP_DIR ?? 'dist/weapp')
if (!fs.existsSync(path.join(WEAPP_DIR, 'app.json'))) throw new Error(`no mini-program build in ${WEAPP_DIR}: run npm run build:weapp first`)
const baseWxml = fs.readFileSync(path.join(WEAPP_DIR, 'base.wxml'), 'utf8')
const app = JSON.parse(fs.readFileSync(path.join(WEAPP_DIR, 'app.json'), 'utf8')) as AppJson

interface NodeTemplate {
  name: string
  element: string
  /** attribute name → the data key it binds (`i.<key>`) */
  bindings: Map<string, string>
}

/** The first element of every level-0 node template (`tmpl_0_<alias>`) with its bound attributes. */
function nodeTemplates(wxml: string): NodeTemplate[] {
  const out: NodeTemplate[] = []
  for (const m of wxml.matchAll(/<template name="(tmpl_0_\d+)">\s*<([a-z-]+)\s([^>]*)>/g)) {
    const bindings = new Map<string, string>()
    for (const a of m[3].matchAll(/([a-z-]+)="\{\{i\.(\w+)/g)) bindings.set(a[1], a[2])
    out.push({ name: m[1], element: m[2], bindings })
  }
  return out
}

const templates = nodeTemplates(baseWxml)
// Views that carry props: Taro's full view (events), static-view and catch-view all have hover-class; pure-view and
// click-view are only used for nodes without props.
const viewsWithProps = templates.filter((t) => t.element === 'view' && t.bindings.has('hover-class'))

describe(`aria attributes in ${path.relative(process.cwd(), WEAPP_DIR)}`, () => {
  it('finds the view, text and image templates', () => {
    expect(viewsWithProps.length).toBeGreaterThanOrEqual(3)
    expect(templates.some((t) => t.element === 'text')).toBe(true)
    expect(templates.some((t) => t.element === 'image')).toBe(true)
  })

  it.each(['aria-role', 'aria-label', 'aria-hidden', 'aria-checked', 'aria-selected', 'aria-disabled'])(
    'every view, text and image template binds %s',
    (attribute) => {
      const missing = [...viewsWithProps, ...templates.filter((t) => t.element === 'text' || t.element === 'image')]
        .filter((t) => !t.bindings.has(attribute))
        .map((t) => `${t.name} <${t.element}>`)
      expect(missing).toEqual([])
    },
  )

  describe('home page', () => {
    let mp: MiniProgram
    beforeAll(() => {
      mp = new MiniProgram(WEAPP_DIR)
      mp.launch()
    })
    afterAll(() => mp?.dispose())

    it('sends its controls to the templates with aria-role button and a spoken name', async () => {
      const page = await mp.openPage(app.pages[0])
      await waitUntil(() => mp.setDataLog.some((s) => s.route === app.pages[0]), 5_000)
      const byAlias = new Map(templates.map((t) => [t.name.replace('tmpl_0_', ''), t]))
      const controlsOf = (data: unknown): { role: unknown; name: string }[] => {
        const controls: { role: unknown; name: string }[] = []
        const walk = (node: unknown) => {
          if (Array.isArray(node)) return node.forEach(walk)
          if (!node || typeof node !== 'object') return
          const record = node as Record<string, unknown>
          const template = byAlias.get(String(record.nn))
          const roleKey = template?.bindings.get('aria-role')
          if (roleKey && record[roleKey] !== undefined) {
            // The reader speaks aria-label, else the control's text.
            const label = record[template!.bindings.get('aria-label')!]
            controls.push({ role: record[roleKey], name: typeof label === 'string' ? label : pageTexts(record).join('').trim() })
          }
          Object.values(record).forEach(walk)
        }
        walk(data)
        return controls
      }
      // The home grid renders after the first paint; wait for it rather than for a fixed time.
      await waitUntil(() => controlsOf(page.data).filter((c) => c.role === 'button').length >= 8, 5_000)
      const controls = controlsOf(page.data)
      const buttons = controls.filter((c) => c.role === 'button')
      // The home page has a card per chart family and tool (SPEC home grid), each a Pressable button.
      expect(buttons.length).toBeGreaterThanOrEqual(8)
      expect(buttons.filter((b) => b.name === '')).toEqual([])
    })
  })
})
