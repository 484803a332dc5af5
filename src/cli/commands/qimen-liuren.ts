/** Engine CLI: the 三式 `qimen`, `liuren` and `taiyi` (DESIGN.md §3). */
import { inputError } from '@/core/errors'
import { momentOf, TERM_NAMES, type MomentInput } from '@/divination/calendar'
import { BRANCH_NAMES, parseGanZhi } from '@/divination/common/ganzhi'
import { normalizeQimenSettings, qimenBoardOf } from '@/divination/qimen'
import { normalizeTaiyiSettings, taiyiChart } from '@/divination/taiyi'
import { liurenBoard, liurenChart, normalizeLiurenSettings, yueJiangOfZhongQi } from '@/divination/liuren'
import { settingsWithFlags } from '../input'
import type { CommandTable } from '../registry'

function branchOf(v: unknown, field: string): number {
  const i = typeof v === 'string' && v.length === 1 ? BRANCH_NAMES.indexOf(v) : -1
  if (i < 0) inputError('bad_branch', `${field} 应为地支（子…亥）：${String(v)}`)
  return i
}

export const commands: CommandTable = {
  qimen: {
    summary:
      '奇门: jia "hour" (时家, default) | "day" (日家, 金函玉镜: 太乙九星 and 八门 by the day pillar) | "month" | "year", pan "zhuan" (转盘, default) | "fei" (飞盘), juMethod "chaibu" (拆补, default) | "zhirun" (置闰), nextDayZiShi, centerHost, godNames',
    example: `npm run -s engine -- qimen '{"date":"2021-03-09","time":"09:00","birthZone":-8}'`,
    run(input) {
      const settings = normalizeQimenSettings(settingsWithFlags(input, ['jia', 'pan', 'juMethod', 'nextDayZiShi', 'centerHost', 'godNames']))
      return qimenBoardOf(momentOf(input as MomentInput), settings)
    },
  },
  liuren: {
    summary: '大六壬: 月将 by the 中气 passed, 四课, 三传 (九宗门), 课体, 贵人 and 天将; or dayGanZhi + hourBranch + yueJiang/zhongQi without a time',
    example: `npm run -s engine -- liuren '{"date":"2021-12-25","time":"10:00","birthZone":-8}'`,
    run(input) {
      const settings = normalizeLiurenSettings(settingsWithFlags(input, ['guiRenRule', 'dayNight', 'nextDayZiShi']))
      if (input.dayGanZhi === undefined) return liurenChart(momentOf(input as MomentInput), settings)
      const day = parseGanZhi(String(input.dayGanZhi))
      let jiang: number
      if (input.yueJiang !== undefined) jiang = branchOf(input.yueJiang, 'yueJiang')
      else {
        const qi = TERM_NAMES.indexOf(String(input.zhongQi) as (typeof TERM_NAMES)[number])
        if (qi < 0 || qi % 2 === 0)
          inputError('bad_zhongqi', `zhongQi 应为中气名（雨水、春分…冬至、大寒），或给出 yueJiang：${String(input.zhongQi)}`)
        jiang = yueJiangOfZhongQi(qi)
      }
      return liurenBoard(jiang, day.stem, day.branch, branchOf(input.hourBranch, 'hourBranch'), settings)
    },
  },
  taiyi: {
    summary:
      '太乙神数: mode "year" (岁计, default) | "month" | "day" | "hour", school "tongzong" (统宗, default) | "jinjing" (金镜) | "taojin" (淘金歌)',
    example: `npm run -s engine -- taiyi '{"date":"2026-05-23","time":"16:25","birthZone":-8,"mode":"year"}'`,
    run(input) {
      const settings = normalizeTaiyiSettings(settingsWithFlags(input, ['mode', 'school']))
      return taiyiChart(momentOf(input as MomentInput), settings)
    },
  },
}
