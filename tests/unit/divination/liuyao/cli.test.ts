import { EngineInputError } from '@/core/errors'
import { commands } from '@/cli/commands/yi'

describe('engine CLI liuyao / meihua (DESIGN.md §3)', () => {
  it('liuyao returns original, changed, palace, shi, ying and per-line najia/liuQin/liuShen', () => {
    const out = commands.liuyao.run({ lines: [6, 8, 8, 7, 8, 7], dayGanZhi: '丙寅' }) as Record<string, unknown>
    expect(out.original).toBe('火地晋')
    expect(out.changed).toBe('火雷噬嗑')
    expect([out.palace, out.shi, out.ying]).toEqual(['乾', 4, 1])
    const lines = out.lines as { najia: string; liuQin: string; liuShen: string }[]
    expect(lines[0]).toMatchObject({ najia: '乙未', liuQin: '父母', liuShen: '朱雀' })
  })
  it('coins without a seed, bad lines and unknown methods are input errors', () => {
    expect(() => commands.liuyao.run({ method: 'coins', dayGanZhi: '甲子' })).toThrow(EngineInputError)
    expect(() => commands.liuyao.run({ lines: [7, 7, 7], dayGanZhi: '甲子' })).toThrow(EngineInputError)
    expect(() => commands.meihua.run({ method: 'dice' })).toThrow(EngineInputError)
  })
  it('meihua numbers [6, 3, 16, 4] (牡丹占 time numbers) gives 天风姤 → 火风鼎', () => {
    const out = commands.meihua.run({ method: 'numbers', numbers: [6, 3, 16, 4] }) as Record<string, unknown>
    expect([out.original, out.mutual, out.changed, out.movingLine]).toEqual(['天风姤', '乾为天', '火风鼎', 5])
  })
})
