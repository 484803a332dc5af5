import { isValidElement, type ReactElement } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SEAL_FILL, sealGlyphSvg, toneNumeral } from '@/components/mayan/seal-glyph'
import { SEAL_MOTIFS } from '@/components/mayan/seal-motifs'
import { SvgImage, svgDataUri } from '@/components/ui/svg-image'

const ELEMENTS = new Set(['svg', 'g', 'rect', 'circle', 'ellipse', 'path'])
const TAG = /<(\/?)([a-zA-Z]+)((?:\s+[a-zA-Z:-]+="[^"<>]*")*)\s*(\/?)>/y

/** Well-formed XML made only of the elements we draw with, attributes quoted and unique, numbers finite. */
function checkSvg(svg: string): void {
  const stack: string[] = []
  let i = 0
  while (i < svg.length) {
    TAG.lastIndex = i
    const m = TAG.exec(svg)
    if (!m) throw new Error(`not a tag at ${i}: ${svg.slice(i, i + 40)}`)
    const [whole, closing, name, attrs, selfClosing] = m
    if (!ELEMENTS.has(name)) throw new Error(`unexpected <${name}>`)
    const keys = [...attrs.matchAll(/([a-zA-Z:-]+)="/g)].map((a) => a[1])
    if (new Set(keys).size !== keys.length) throw new Error(`repeated attribute in ${whole}`)
    if (closing) {
      if (stack.pop() !== name) throw new Error(`unbalanced </${name}>`)
    } else if (!selfClosing) stack.push(name)
    i += whole.length
    if (stack.length === 0 && i < svg.length) throw new Error('content after the root element')
  }
  if (stack.length) throw new Error(`unclosed <${stack.join('>, <')}>`)
  expect(svg).not.toMatch(/NaN|undefined|Infinity/)
}

const count = (svg: string, cls: string) => svg.split(`class="${cls}"`).length - 1

describe('Mayan seal glyphs', () => {
  it('all 20 seals × 13 tones are well-formed SVG documents with their seal and tone', () => {
    for (let seal = 1; seal <= 20; seal++) {
      for (let tone = 1; tone <= 13; tone++) {
        const svg = sealGlyphSvg(seal, tone)
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 130"')).toBe(true)
        expect(svg).toContain(`data-seal="${seal}" data-tone="${tone}"`)
        checkSvg(svg)
      }
    }
  })

  it('each seal has its own drawing', () => {
    expect(SEAL_MOTIFS).toHaveLength(20)
    expect(new Set(SEAL_MOTIFS).size).toBe(20)
  })

  it('a tone is written with bars of five and dots of one: 13 = 2 bars + 3 dots, 5 = 1 bar, 4 = 4 dots', () => {
    expect(toneNumeral(13)).toEqual({ bars: 2, dots: 3 })
    expect(toneNumeral(10)).toEqual({ bars: 2, dots: 0 })
    expect(toneNumeral(5)).toEqual({ bars: 1, dots: 0 })
    expect(toneNumeral(4)).toEqual({ bars: 0, dots: 4 })
    expect(toneNumeral(1)).toEqual({ bars: 0, dots: 1 })
    for (let tone = 1; tone <= 13; tone++) {
      const svg = sealGlyphSvg(7, tone)
      expect(count(svg, 'tone-bar') * 5 + count(svg, 'tone-dot')).toBe(tone)
      expect(count(svg, 'tone-dot')).toBeLessThan(5)
    }
    expect(count(sealGlyphSvg(1, 13), 'tone-bar')).toBe(2)
    expect(count(sealGlyphSvg(1, 13), 'tone-dot')).toBe(3)
  })

  it('seal colours run red, white, blue, yellow from Red Dragon to Yellow Sun', () => {
    const cycle = ['red', 'white', 'blue', 'yellow'] as const
    for (let seal = 1; seal <= 20; seal++) {
      const color = cycle[(seal - 1) % 4]
      const svg = sealGlyphSvg(seal, 1)
      expect(svg).toContain(`data-color="${color}"`)
      expect(svg).toMatch(new RegExp(`class="cartouche"[^>]*fill="${SEAL_FILL[color]}"`))
    }
    expect(new Set(Object.values(SEAL_FILL)).size).toBe(4)
  })

  it('seals and tones outside the count are refused', () => {
    expect(() => sealGlyphSvg(0, 1)).toThrow(RangeError)
    expect(() => sealGlyphSvg(21, 1)).toThrow(RangeError)
    expect(() => sealGlyphSvg(1, 14)).toThrow(RangeError)
    expect(() => sealGlyphSvg(1, 0)).toThrow(RangeError)
  })
})

describe('SvgImage', () => {
  afterEach(() => vi.unstubAllEnvs())
  type Props = Record<string, unknown> & { src: string; nativeProps?: Record<string, string> }
  const props = (label?: string) => {
    const el = SvgImage({ svg: sealGlyphSvg(14, 8), className: 'g', label }) as ReactElement<Props>
    expect(isValidElement(el)).toBe(true)
    return el.props
  }

  it('shows the SVG through a base64 data URI that decodes to the same document', () => {
    const svg = sealGlyphSvg(14, 8)
    const prefix = 'data:image/svg+xml;base64,'
    expect(props().src.startsWith(prefix)).toBe(true)
    expect(Buffer.from(props().src.slice(prefix.length), 'base64').toString('latin1')).toBe(svg)
  })

  it('writes non-ASCII text as XML character references, so every byte is one character', () => {
    const uri = svgDataUri('<svg><text>龙</text></svg>')
    expect(Buffer.from(uri.split(',')[1], 'base64').toString('latin1')).toBe('<svg><text>&#x9f99;</text></svg>')
  })

  it('is named by alt on H5 (the native img) and by aria-label on weapp', () => {
    vi.stubEnv('TARO_ENV', 'h5')
    expect(props('银河的白巫师').nativeProps).toEqual({ alt: '银河的白巫师' })
    expect(props().nativeProps).toEqual({ alt: '' })
    vi.stubEnv('TARO_ENV', 'weapp')
    expect(props('银河的白巫师')['aria-label']).toBe('银河的白巫师')
    expect(props()['aria-hidden']).toBe('true')
  })
})
