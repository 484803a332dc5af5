// Request bodies of the content routes (docs/content.md). Ids are positive integers; times are epoch ms;
// covers and media are https URLs or same-site /api/… paths; Markdown is capped per field.
import { z } from 'zod'
import { flag, int } from './common'

export const MAX_MD = 100_000
export const MAX_INTRO_MD = 20_000
/** Year 2100: times beyond are typing mistakes. */
const MAX_MS = 4_102_444_800_000

export const id = int(1, Number.MAX_SAFE_INTEGER)
export const epochMs = int(0, MAX_MS)
export const byId = z.object({ id })

/** '' (none), an https URL, or a same-site /api/… path. */
export const mediaUrl = z
  .string()
  .trim()
  .max(500, '最长 500 个字符')
  .refine((s) => s === '' || /^https:\/\/[^\s"'<>]+$/i.test(s) || /^\/api\/[A-Za-z0-9_\-./]+$/.test(s), '应为 https 地址或 /api/ 路径')

const title = z.string().trim().min(1, '不能为空').max(100, '最长 100 个字符')
const short = (max: number) => z.string().trim().max(max, `最长 ${max} 个字符`)

export const paging = z.object({
  page: int(1, 10_000).default(1),
  size: int(1, 50).default(20),
})

export const publishAction = z.enum(['publish', 'unpublish', 'archive'])
export const eventAction = z.enum(['publish', 'unpublish', 'cancel', 'archive'])
export const publishStatus = z.enum(['draft', 'published', 'archived'])
export const eventStatus = z.enum(['draft', 'published', 'cancelled', 'archived'])

export const columnSave = z.object({
  id: id.optional(),
  title: title.pipe(z.string().max(60, '最长 60 个字符')),
  intro: short(500).default(''),
  cover: mediaUrl.default(''),
  sort: int(-1_000_000, 1_000_000).default(0),
})

export const articleSave = z.object({
  id: id.optional(),
  column_id: id.nullable().default(null),
  title,
  author: short(40).default(''),
  cover: mediaUrl.default(''),
  body_md: z.string().max(MAX_MD, `最长 ${MAX_MD} 个字符`).default(''),
  sort: int(-1_000_000, 1_000_000).default(0),
})

export const articleList = paging.extend({ column_id: id.optional() })
export const adminList = paging.extend({ status: z.string().max(20).optional() })

export const courseSave = z.object({
  id: id.optional(),
  title,
  author: short(40).default(''),
  cover: mediaUrl.default(''),
  intro_md: z.string().max(MAX_INTRO_MD, `最长 ${MAX_INTRO_MD} 个字符`).default(''),
  price_coins: int(0, 1_000_000).default(0),
  sort: int(-1_000_000, 1_000_000).default(0),
})

export const lessonSave = z
  .object({
    id: id.optional(),
    course_id: id,
    title,
    body_md: z.string().max(MAX_MD, `最长 ${MAX_MD} 个字符`).default(''),
    media_type: z.enum(['', 'audio', 'video']).default(''),
    media_url: mediaUrl.default(''),
    duration_s: int(0, 24 * 3600).default(0),
    is_free: flag.default(0),
    sort: int(-1_000_000, 1_000_000).default(0),
  })
  .refine((l) => (l.media_type === '') === (l.media_url === ''), { message: 'media_type 与 media_url 应同时给出', path: ['media_url'] })

export const lessonOrder = z.object({ course_id: id, ids: z.array(id).min(1).max(500) })

export const progressBody = z.object({
  lesson_id: id,
  percent: int(0, 100),
  position_s: int(0, 24 * 3600).default(0),
})

// Sessions (docs/content.md, Sessions): with an id to keep and edit one, without to add one; each ends after it
// starts and lies within the event.
const session = z
  .object({ id: id.optional(), title: short(100).default(''), starts_at: epochMs, ends_at: epochMs, location: short(200).default('') })
  .refine((s) => s.ends_at > s.starts_at, { message: '日程的结束时间应晚于开始时间', path: ['ends_at'] })

export const eventSave = z
  .object({
    id: id.optional(),
    title,
    cover: mediaUrl.default(''),
    host: short(40).default(''),
    book_title: short(100).default(''),
    book_author: short(60).default(''),
    location: short(200).default(''),
    intro_md: z.string().max(MAX_INTRO_MD, `最长 ${MAX_INTRO_MD} 个字符`).default(''),
    capacity: int(1, 100_000),
    signup_deadline: epochMs,
    starts_at: epochMs,
    ends_at: epochMs,
    sort: int(-1_000_000, 1_000_000).default(0),
    sessions: z
      .array(session)
      .max(100, '最多 100 个日程')
      .refine((l) => new Set(l.flatMap((s) => s.id ?? [])).size === l.filter((s) => s.id !== undefined).length, '日程重复')
      .optional(),
  })
  .refine((e) => e.ends_at >= e.starts_at, { message: '结束时间早于开始时间', path: ['ends_at'] })
  .refine((e) => e.signup_deadline <= e.ends_at, { message: '报名截止晚于结束时间', path: ['signup_deadline'] })
  .refine((e) => (e.sessions ?? []).every((s) => s.starts_at >= e.starts_at && s.ends_at <= e.ends_at), {
    message: '日程应在活动的开始与结束时间之内',
    path: ['sessions'],
  })

export const joinBody = z.object({ id, remark: short(200).default('') })
export const scheduleBody = z.object({ from: epochMs.optional(), to: epochMs.optional() })

export const messageList = paging.extend({ unread_only: flag.default(0) })
export const messageRead = z.union([
  z.object({ ids: z.array(id).min(1).max(200) }),
  z.object({ all: z.literal(true).or(z.literal(1)) }).transform(() => ({ all: true as const })),
])
export const messageSend = z.object({
  uids: z.array(int(1, Number.MAX_SAFE_INTEGER)).min(1).max(1000),
  title: short(60).pipe(z.string().min(1, '不能为空')),
  content: short(2000).default(''),
  link: short(300).default(''),
})

const images = z
  .array(mediaUrl.pipe(z.string().min(1)))
  .max(6, '最多 6 张图')
  .default([])
export const feedbackCreate = z.object({
  title: short(60).default(''),
  content: z.string().trim().min(1, '不能为空').max(2000, '最长 2000 个字符'),
  contact: short(100).default(''),
  images,
})
export const feedbackReply = z.object({ id, content: z.string().trim().min(1, '不能为空').max(2000, '最长 2000 个字符'), images })
export const feedbackAdminList = paging.extend({ status: z.enum(['open', 'answered', 'closed']).optional() })

export const markdownPreview = z.object({ markdown: z.string().max(MAX_MD, `最长 ${MAX_MD} 个字符`) })
