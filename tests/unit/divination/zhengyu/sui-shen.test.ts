/** 七政 岁神 (sui-shen.ts): one known placement per star, from the year branch. */
import { SUI_SHEN, ZHENGYU_SHENSHA, zhengyuShensha } from '@/divination/zhengyu'

/** A year of branch `branch` (0 = 子), with a stem of the same parity; the stem does not matter to these stars. */
const year = (branch: number) => ({ yearStem: branch % 10, yearBranch: branch, monthBranch: 2, hourBranch: 0 })
const at = (branch: number, id: string) => zhengyuShensha(year(branch)).find((s) => s.id === id)!.branches

describe('岁前十二神 and the 岁神 of 《协纪辨方书》', () => {
  it('太岁「太岁所在之辰」: 子年在子, 午年在午', () => {
    expect(at(0, 'taiSui')).toEqual(['子'])
    expect(at(6, 'taiSui')).toEqual(['午'])
  })
  it('太阳 岁前一辰: 子年在丑', () => expect(at(0, 'taiYang')).toEqual(['丑']))
  it('丧门「岁前二辰」: 子年在寅, 亥年在丑', () => {
    expect(at(0, 'sangMen')).toEqual(['寅'])
    expect(at(11, 'sangMen')).toEqual(['丑'])
  })
  it('太阴 岁前三辰: 子年在卯', () => expect(at(0, 'taiYin')).toEqual(['卯']))
  it('官符「岁前四辰」: 辰年在申', () => expect(at(4, 'guanFu')).toEqual(['申']))
  it('死符 岁前五辰: 子年在巳', () => expect(at(0, 'siFu')).toEqual(['巳']))
  it('岁破「太岁所冲之辰」: 卯年在酉', () => expect(at(3, 'suiPo')).toEqual(['酉']))
  it('龙德 岁前七辰: 子年在未', () => expect(at(0, 'longDe')).toEqual(['未']))
  it('白虎「岁后四辰」: 子年在申, 寅年在戌', () => {
    expect(at(0, 'baiHu')).toEqual(['申'])
    expect(at(2, 'baiHu')).toEqual(['戌'])
  })
  it('福德 岁前九辰: 子年在酉', () => expect(at(0, 'fuDe')).toEqual(['酉']))
  it('吊客「岁后二辰」: 子年在戌, 丑年在亥', () => {
    expect(at(0, 'diaoKe')).toEqual(['戌'])
    expect(at(1, 'diaoKe')).toEqual(['亥'])
  })
  it('病符「岁后一辰」: 子年在亥', () => expect(at(0, 'bingFu')).toEqual(['亥']))
  it('黄幡「三合墓辰」: 寅午戌年在戌, 巳酉丑年在丑', () => {
    expect(at(6, 'huangFan')).toEqual(['戌'])
    expect(at(9, 'huangFan')).toEqual(['丑'])
  })
  it('豹尾「黄幡对冲」: 申子辰年在戌, 亥卯未年在丑', () => {
    expect(at(8, 'baoWei')).toEqual(['戌'])
    expect(at(3, 'baoWei')).toEqual(['丑'])
  })
  it('岁煞「寅午戌在丑，亥卯未在戌，申子辰在未，巳酉丑在辰」', () => {
    expect(at(2, 'suiSha')).toEqual(['丑'])
    expect(at(11, 'suiSha')).toEqual(['戌'])
    expect(at(0, 'suiSha')).toEqual(['未'])
    expect(at(5, 'suiSha')).toEqual(['辰'])
  })
  it('the catalogue holds every 岁神 once, each by the year branch with its rule and source', () => {
    const ids = ZHENGYU_SHENSHA.map((d) => d.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const d of SUI_SHEN) {
      expect(ids).toContain(d.id)
      expect(zhengyuShensha(year(0)).find((s) => s.id === d.id)!.by).toBe('年支子')
      expect(d.source).toMatch(/^《/)
    }
  })
  it('switched off, a 岁神 leaves the list (the natal and the 流年 lists take their own off-lists)', () => {
    expect(zhengyuShensha(year(0), ['baiHu']).map((s) => s.id)).not.toContain('baiHu')
    expect(zhengyuShensha(year(0), []).map((s) => s.id)).toContain('baiHu')
  })
})
