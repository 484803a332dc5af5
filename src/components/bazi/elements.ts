/** CSS modifier of a 五行 name (木火土金水), for the element colours in bazi.css. */
const IDS: Record<string, string> = { 木: 'wood', 火: 'fire', 土: 'earth', 金: 'metal', 水: 'water' }

export function elementClass(element: string): string {
  return `bz-el--${IDS[element] ?? 'none'}`
}

const STEM_ELEMENT = '木木火火土土金金水水'
const BRANCH_ELEMENT = '水土木木土火火土金金土水'
const STEMS = '甲乙丙丁戊己庚辛壬癸'
const BRANCHES = '子丑寅卯辰巳午未申酉戌亥'

/** 五行 of a single stem or branch character ('' when it is neither). */
export function elementOfChar(c: string): string {
  const s = STEMS.indexOf(c)
  if (s >= 0) return STEM_ELEMENT[s]
  const b = BRANCHES.indexOf(c)
  return b >= 0 ? BRANCH_ELEMENT[b] : ''
}
