import { ZHOUYI_TEXT } from '@/divination/yi/data/zhouyi-text'
import { HEXAGRAMS, findHexagram } from '@/divination/yi/hexagrams'
import { hexagramText, yaoText } from '@/divination/yi/text'

describe('周易 text completeness', () => {
  it('has 64 hexagrams in King Wen order with their names', () => {
    expect(ZHOUYI_TEXT).toHaveLength(64)
    ZHOUYI_TEXT.forEach((t, i) => {
      expect(t.n).toBe(i + 1)
      expect(t.name).toBe(HEXAGRAMS[i].name)
    })
  })
  it('has 64 × 6 爻辞 plus 用九 and 用六 (386 line texts), each with its 小象', () => {
    const lines = ZHOUYI_TEXT.flatMap((t) => [...t.lines, ...(t.yong ? [t.yong] : [])])
    expect(lines).toHaveLength(64 * 6 + 2)
    for (const [label, text, xiang] of lines) {
      expect(label).toMatch(/^(初[六九]|[六九][二三四五]|上[六九]|用[九六])$/)
      expect(text.length).toBeGreaterThan(1)
      expect(xiang.length).toBeGreaterThan(3)
    }
    expect(ZHOUYI_TEXT.filter((t) => t.yong).map((t) => t.yong![0])).toEqual(['用九', '用六'])
  })
  it('every hexagram has 卦辞, 彖 and 大象', () => {
    for (const t of ZHOUYI_TEXT) {
      expect(t.guaCi.length).toBeGreaterThan(1)
      expect(t.tuan.length).toBeGreaterThan(10)
      expect(t.daXiang).toMatch(/以|后|大人/)
    }
  })
  it('爻题 agree with the drawn lines: 九 on yang, 六 on yin, 初…上 in order', () => {
    for (const t of ZHOUYI_TEXT) {
      const bits = HEXAGRAMS[t.n - 1].bits
      t.lines.forEach(([label], i) => {
        expect(label.includes('九') ? '1' : '0').toBe(bits[i])
        expect(label).toContain('初二三四五上'[i])
      })
    }
  })
  it('carries no editorial gloss, markup or stray spaces', () => {
    const texts = ZHOUYI_TEXT.flatMap((t) => [t.guaCi, t.tuan, t.daXiang, ...[...t.lines, ...(t.yong ? [t.yong] : [])].flat()])
    for (const s of texts) expect(s).not.toMatch(/[〈〉<>[\]□\uFFFD\s]|彖曰|象曰|aa963/)
  })
})

describe('known lines', () => {
  it('乾 初九 潜龙勿用', () => expect(yaoText(1, 1)?.text).toBe('潜龙勿用。'))
  it('乾 用九 见群龙无首，吉', () => expect(yaoText(1, 7)?.text).toBe('见群龙无首，吉。'))
  it('乾 大象 天行健，君子以自强不息', () => expect(hexagramText(1).daXiang).toBe('天行健，君子以自强不息。'))
  it('坤 上六 龙战于野，其血玄黄', () => expect(yaoText(2, 6)?.text).toBe('龙战于野，其血玄黄。'))
  it('坤 大象 地势坤，君子以厚德载物', () => expect(hexagramText(2).daXiang).toBe('地势坤，君子以厚德载物。'))
  it('坤 用六 小象 用六永贞，以大终也', () => expect(yaoText(2, 7)?.xiaoXiang).toBe('用六永贞，以大终也。'))
  it('泰 卦辞 小往大来，吉亨', () => expect(hexagramText(findHexagram('泰')!).guaCi).toBe('小往大来，吉亨。'))
  it('复 初九 不远复，无祗悔，元吉', () => expect(yaoText(24, 1)?.text).toBe('不远复，无祗悔，元吉。'))
  it('既济 大象 君子以思患而豫防之', () => expect(hexagramText(63).daXiang).toContain('思患而豫防之'))
  it('未济 上九 有孚于饮酒', () => expect(yaoText(64, 6)?.text).toMatch(/^有孚于饮酒/))
  it('中孚 九二 鸣鹤在阴，其子和之', () => expect(yaoText(61, 2)?.text).toMatch(/^鸣鹤在阴，其子和之/))
  it('只有乾坤有用九用六', () => expect(hexagramText(3).yong).toBeNull())
})
