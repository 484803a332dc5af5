import { describe, expect, it } from 'vitest'
import { castGeomancy, GEOMANCY_FIGURES, GEOMANCY_MEANINGS } from '@/divination/geomancy'

describe('geomancy figure meanings', () => {
  it('all sixteen figures have a nature, keywords, a meaning and a judge’s answer', () => {
    for (const f of GEOMANCY_FIGURES) {
      const m = GEOMANCY_MEANINGS[f.latin]
      expect(m, f.latin).toBeDefined()
      expect(['good', 'bad', 'mixed']).toContain(m.nature)
      expect(m.keywords.length).toBeGreaterThanOrEqual(3)
      expect(m.meaning.length).toBeGreaterThan(30)
      expect(m.asJudge.length).toBeGreaterThanOrEqual(10)
    }
  })
  it('the traditional judgements: the fortunes, gain and joy are good; sorrow, prison and red are bad', () => {
    for (const latin of ['Fortuna Major', 'Fortuna Minor', 'Acquisitio', 'Laetitia']) expect(GEOMANCY_MEANINGS[latin].nature, latin).toBe('good')
    for (const latin of ['Tristitia', 'Carcer', 'Rubeus']) expect(GEOMANCY_MEANINGS[latin].nature, latin).toBe('bad')
  })
  it('a cast chart’s judge always has a meaning', () => {
    for (let i = 0; i < 50; i++) expect(GEOMANCY_MEANINGS[castGeomancy({ seed: `s${i}` }).judge.latin]).toBeDefined()
  })
})
