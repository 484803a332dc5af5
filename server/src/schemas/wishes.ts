// Wish bodies (docs/wellness.md): the text, one category of a fixed list, the day the author wants to look back,
// and whether the wish also goes on the (anonymous) wish wall.
import { z } from 'zod'
import { flag, int } from './common'
import { isCalendarDate } from './merit'

export const WISH_MAX_CHARS = 200
export const WISH_CATEGORIES = ['love', 'career', 'study', 'health', 'wealth', 'family', 'travel', 'other'] as const
export type WishCategory = (typeof WISH_CATEGORIES)[number]
/** How far ahead a look-back day may be. */
export const LOOK_BACK_MAX_YEARS = 10

const wishId = int(1, Number.MAX_SAFE_INTEGER)

export const wishCreate = z.object({
  text: z.string().trim().min(1, '请写下心愿').max(WISH_MAX_CHARS, `最长 ${WISH_MAX_CHARS} 个字符`),
  category: z.enum(WISH_CATEGORIES, { message: '分类不在列表中' }),
  /** yyyy-MM-dd; checked against the server date in the handler. */
  look_back: z.string().refine(isCalendarDate, '日期应为 yyyy-MM-dd'),
  is_public: flag.default(0),
})
export type WishCreateIn = z.output<typeof wishCreate>

export const wishPaging = z.object({
  page: int(1, 10_000).default(1),
  size: int(1, 50).default(20),
})

export const wishById = z.object({ id: wishId })

/** The author moves a wish on or off the wall. */
export const wishSetPublic = z.object({ id: wishId, is_public: flag })

export const wishSetState = z.object({
  id: wishId,
  action: z.enum(['fulfil', 'let_go'], { message: 'action 应为 fulfil 或 let_go' }),
})
