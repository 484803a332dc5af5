// Show info (SPEC §3): the home flags, banners, tips and the tool grid map, as an admin saves it.
import { z } from 'zod'
import { text } from './common'

/** An in-app SPEC path ('pagesA/luck', 'pages/index/index?x=1') or a web page (https://…). */
export const bannerLink = z
  .string()
  .max(500, '最长 500 个字符')
  .regex(/^(https:\/\/[^\s]+|[A-Za-z][A-Za-z0-9_/-]{0,120}(\?[A-Za-z0-9_=&%.-]{0,200})?)$/, '链接须是页面路径或 https 网址')

export const showBanner = z.object({
  title: text(40).trim().min(1, '请填写标题'),
  subtitle: text(80).trim().default(''),
  link: bannerLink,
})

export const showInfoBody = z.object({
  showIndexAstro: z.boolean(),
  showIndexLuck: z.boolean(),
  showIndexReport: z.boolean(),
  showBanner: z.boolean(),
  banners: z.array(showBanner).max(5, '最多 5 条横幅'),
  tips: z.array(text(120).trim().min(1, '提示不能为空')).max(10, '最多 10 条提示'),
  /** Route id → shown in the home tool grid; an id not listed is shown. */
  indexUtils: z
    .record(z.string().regex(/^[a-z0-9-]{1,40}$/, '工具 id 格式错误'), z.boolean())
    .refine((m) => Object.keys(m).length <= 200, '工具太多'),
})

export type ShowInfo = z.output<typeof showInfoBody> & { updated: number }

/** SPEC §9: every block shown, no banner, no tips, every tool. */
export const SHOW_INFO_DEFAULTS: ShowInfo = {
  updated: 0,
  showIndexAstro: true,
  showIndexLuck: true,
  showIndexReport: true,
  showBanner: true,
  banners: [],
  tips: [],
  indexUtils: {},
}
