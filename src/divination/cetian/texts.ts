/**
 * Short notes on the nineteen stars, written by the 星盘 project in our own words: each star's nature and what it
 * governs, as its name and the 十八飛星 tradition describe it. Elements and 陰陽 come from tables.ts, not from here.
 */
import type { CetianStarId } from './tables'

export const CETIAN_STAR_NOTES: Readonly<Record<CetianStarId, string>> = {
  ziwei: '十二主星之首，帝座之象。主尊贵、权柄与庇荫，守命者多得贵人提携，宜居高位而忌孤立。',
  tianxu: '虚耗之星。主事多虚浮、财来财去；入庙可化为清高淡泊，失地则多空想少成事。',
  tiangui: '贵显之星。主名位与贵人，守命者举止端重，易得上司、长辈看重。',
  tianyin: '印信之星。主权印、文书与职守，得地者掌事有权，宜公职与管理。',
  tianshou: '寿考之星。主寿元与安稳，性情宽和，守命、疾厄者多主身体康健。',
  tiankong: '空亡之星。主虚空、破散与出世之思，遇吉可作清闲，遇凶则所谋落空。',
  hongluan: '喜庆之星。主婚姻、喜事与人缘，入命者容貌和悦，逢限多主婚庆添喜。',
  tianku: '库藏之星。主财库与积蓄，得地者善守家业、仓廪丰实。',
  tianguan: '贯索之星。主牵连、羁绊与官非，得地可主事业贯通，失地宜防讼狱缠身。',
  wenchang: '文章之星。主学业、才名与考试，守命者聪明好学，宜以文为业。',
  tianfu: '福德之星。主福泽与享用，守命者心宽有福，一生少大波折。',
  tianlu: '爵禄之星。主俸禄、食禄与进益，得地者衣食丰足、仕途有进。',
  tianzhang: '刑杖之星，随月而行。主刑责与约束，亦为安命、安身的起点；得地者主执法掌刑之权。',
  tianyi: '怪异之星，天杖之后第一位。主意外、变故与奇特之事，得地者反主奇才异能。',
  maotou: '旄头即昴宿之名，兵戈之星，为第十九星。主征伐、争斗与动荡，得地者主武职威名。',
  tianren: '刃伤之星。主刀刃、血光与刚暴，得地者主果断勇决，失地宜防伤灾。',
  tianxing: '刑罚之星。主刑伤、法纪与孤克，得地者主执法公正，失地宜防官刑。',
  tianyao: '风流之星。主情欲、艺术与交际，得地者多才艺，失地则易因情生事。',
  tiankuWeep: '哭泣之星，与生年相合而安。主悲伤、孝服与忧愁，逢限宜慎家中老幼安康。',
} as const
