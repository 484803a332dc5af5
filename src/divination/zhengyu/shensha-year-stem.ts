/**
 * 七政 神煞 by the year stem that are new to the catalogue: Moira's 天干 stars. Tables: the year stem 甲 … 癸 → the
 * branch the star falls on. 禄勋, 羊刃 and 红艳 share our bazi tables (src/divination/bazi/shensha.ts), which agree
 * with Moira's at every stem.
 * Source: Moira 七政四余 moira_t.prop 天干{X}= tables, as transcribed in kinastro astro/qizheng/shensha.py
 * (LUXUN … GUANGUI, FEIREN_SUBSTARS); 《渊海子平·论禄》《论羊刃》 for 禄 and 刃.
 */
import { SHENSHA } from '../bazi/shensha'
import { STEM_NAMES } from '../common/ganzhi'
import { listRule, MOIRA, sitsWith, starsBy, type ZhengyuShenshaDef } from './shensha-def'

const star = starsBy('yearStem')

/** Moira 天干 tables (year stem 甲 first → target branch). */
const T = {
  tianGui: '未申酉亥丑子丑寅卯巳',
  yuGui: '丑子亥酉未申未午巳卯',
  tianChu: '巳午子巳午申寅午酉亥',
  feiRen: '酉戌子丑子丑卯辰午未',
  liuXia: '酉戌未申巳午辰卯亥寅',
  xueTang: '亥午寅酉寅酉巳子申卯',
  fuGui: '寅丑子酉申未午巳辰卯',
  guanGui: '酉申子亥卯寅午巳午巳',
} as const

const bazi = (id: string) => SHENSHA.find((d) => d.id === id)!
const witnessed = (id: string, name: string, moiraName: string): ZhengyuShenshaDef => {
  const d = bazi(id)
  return { id, name, nature: d.nature, basis: 'yearStem', rule: d.rule, source: `${d.source}；${MOIRA}「${moiraName}」同`, table: d.table! }
}
/** 羊刃 of the yang (parity 0) or yin (1) stems only: Moira's 阳刃 and 阴刃. */
const renOf = (parity: 0 | 1, id: string, name: string, rule: string): ZhengyuShenshaDef => ({
  id,
  name,
  nature: '凶',
  basis: 'yearStem',
  rule,
  source: `${bazi('yangRen').source}；${MOIRA}「${name}」同`,
  table: bazi('yangRen').table!.map((t, s) => (s % 2 === parity ? t : [])),
})

const feiRen = star('feiRen', '飞刃', '凶', T.feiRen, '羊刃对冲：甲年在酉，乙年在戌，丙戊年在子，丁己年在丑，庚年在卯，辛年在辰，壬年在午，癸年在未')

export const MOIRA_STEM_STARS: readonly ZhengyuShenshaDef[] = [
  witnessed('lu', '禄勋', '禄勋'),
  star('tianGui', '天贵', '吉', T.tianGui, `天乙贵人之一位：${listRule(STEM_NAMES, T.tianGui, '')}`),
  star('yuGui', '玉贵', '吉', T.yuGui, `天乙贵人之另一位：${listRule(STEM_NAMES, T.yuGui, '')}`),
  star('tianChu', '天厨', '吉', T.tianChu, listRule(STEM_NAMES, T.tianChu, '年')),
  renOf(0, 'yangRenYang', '阳刃', '阳干禄前一辰：甲刃在卯，丙戊刃在午，庚刃在酉，壬刃在子'),
  renOf(1, 'yangRenYin', '阴刃', '阴干禄前一辰：乙刃在辰，丁己刃在未，辛刃在戌，癸刃在丑'),
  feiRen,
  sitsWith(feiRen, 'tangFu', '唐符', '凶'),
  witnessed('hongYan', '红艳', '红艳'),
  star('liuXia', '流霞', '凶', T.liuXia, listRule(STEM_NAMES, T.liuXia, '年')),
  star('xueTang', '学堂', '吉', T.xueTang, '年干长生之地：甲亥，乙午，丙戊寅，丁己酉，庚巳，辛子，壬申，癸卯'),
  star('fuGui', '福贵', '吉', T.fuGui, listRule(STEM_NAMES, T.fuGui, '年')),
  star('guanGui', '官贵', '吉', T.guanGui, listRule(STEM_NAMES, T.guanGui, '年')),
]
