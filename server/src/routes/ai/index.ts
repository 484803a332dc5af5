// Readings: /Ai/Config (is a provider configured, its price), /Ai/Ask (a provider reading streamed back as
// NDJSON lines: {"delta": "…"} pieces, then one envelope line, {code: 0, data} or the failure), /Ai/Save (a
// reading composed on the device, free), and the user's own history. Coins are spent once, after the whole
// answer arrived, with the ledger key ai:<request_id>; a failed or abandoned reading spends nothing.
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { Services } from '../../services'
import { defineRoute, envelope } from '../../util/http'
import { ApiError, Codes } from '../../util/errors'
import { text } from '../../schemas/common'
import { paging } from '../../schemas/content'
import { dbId } from '../../schemas/commerce'
import { balance, lockAccount, spend } from '../../repositories/coins'
import { deleteReading, dropPending, insertReading, pendingCount, readingOf, readingPage, settleReading } from '../../repositories/ai'
import { COINS_SHORT_MSG } from '../../commerce/coin-shop'
import { ProviderError, streamChat, type AiConfig, type ChatMessage } from '../../ai/provider'

import { READING_KINDS, READING_TOPICS } from '../../../../src/astro/readings/kinds'
export const FACTS_MAX_BYTES = 8 * 1024

const KIND_NAMES = { natal: '本命盘', synastry: '合盘', tarot: '塔罗牌阵', bazi: '八字' } as const
const TOPIC_NAMES = { general: '综合', love: '感情', career: '事业', wealth: '财运', study: '学业', self: '自我成长' } as const

const facts = z
  .string()
  .min(1, '不能为空')
  .refine((s) => Buffer.byteLength(s, 'utf8') <= FACTS_MAX_BYTES, `最长 ${FACTS_MAX_BYTES} 字节`)

const readingBody = z.object({
  request_id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'request_id 格式错误'),
  kind: z.enum(READING_KINDS),
  topic: z.enum(READING_TOPICS),
  question: text(500).trim().min(1, '不能为空'),
  facts,
})

const saveBody = readingBody.extend({ answer: text(20_000).min(1, '不能为空') })

/** The instructions sent with every provider reading. */
export function systemPrompt(kind: keyof typeof KIND_NAMES, topic: keyof typeof TOPIC_NAMES): string {
  return [
    `你是一位严谨的${kind === 'bazi' ? '八字命理' : kind === 'tarot' ? '塔罗' : '占星'}解读者。用户会给出一份${KIND_NAMES[kind]}的事实清单和一个关于「${TOPIC_NAMES[topic]}」的问题。`,
    '只依据清单中的事实作答，不要编造清单里没有的位置、相位、牌或柱；清单没有涉及的内容，直接说明无法从中判断。',
    '用简体中文，分 3 到 5 段，先回答问题，再说明依据了哪些事实；语气温和、具体，不做医疗、法律或投资上的断言，不预言死亡或灾祸。',
  ].join('\n')
}

const pendingWindowMs = (cfg: AiConfig) => cfg.timeoutMs + 30_000

export function registerAi(app: FastifyInstance, svc: Services) {
  const cfg = svc.ai

  defineRoute(app, svc, {
    path: '/Ai/Config',
    input: z.object({}).passthrough(),
    handler: async () => ({ configured: cfg !== null, price_coins: cfg?.priceCoins ?? 0, model: cfg?.model ?? '' }),
  })

  defineRoute(app, svc, {
    path: '/Ai/Ask',
    input: readingBody,
    auth: true,
    async handler({ input, user, now, reply }) {
      if (!cfg) throw new ApiError(Codes.NOT_CONFIGURED, '未配置解读服务，请使用离线解读')
      const uid = user!.uid
      const id = await svc.db.tx(async (q) => {
        if (!(await lockAccount(q, uid))) throw new ApiError(Codes.TOKEN_INVALID, '账号不存在或已注销')
        const held = await pendingCount(q, uid, now - pendingWindowMs(cfg))
        if ((await balance(q, uid)) < cfg.priceCoins * (held + 1)) throw new ApiError(Codes.COINS_SHORT, COINS_SHORT_MSG)
        const rid = await insertReading(q, { uid, requestId: input.request_id, source: 'provider', status: 'pending', ...pick(input), now })
        if (rid === null) throw new ApiError(Codes.BAD_INPUT, '参数错误：request_id 已使用')
        return rid
      })
      const left = new AbortController()
      reply.raw.on('close', () => left.abort())
      const messages: ChatMessage[] = [
        { role: 'system', content: systemPrompt(input.kind, input.topic) },
        { role: 'user', content: `【${KIND_NAMES[input.kind]}事实】\n${input.facts}\n\n【问题】${input.question}` },
      ]
      const pieces = streamChat(cfg, messages, left.signal)
      let answer = ''
      let first: IteratorResult<string>
      try {
        first = await pieces.next()
        if (first.done) throw new ProviderError('empty', '解读服务没有给出回答，未扣星币，请稍后再试')
      } catch (e) {
        await dropPending(svc.db, id)
        throw e instanceof ProviderError ? new ApiError(Codes.UPSTREAM, e.message) : e
      }
      // The answer has started: from here every line goes out as it comes.
      reply.hijack()
      reply.raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'application/x-ndjson; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
      })
      const line = (o: unknown) => reply.raw.write(JSON.stringify(o) + '\n')
      try {
        for (let r: IteratorResult<string> = first; !r.done; r = await pieces.next()) {
          answer += r.value
          line({ delta: r.value })
        }
        const settled = await svc.db.tx(async (q) => {
          const spent = await spend(q, { uid, amount: cfg.priceCoins, reason: 'AI 解读', idemKey: `ai:${input.request_id}`, now: svc.clock() })
          if (spent === 'short') throw new ApiError(Codes.COINS_SHORT, COINS_SHORT_MSG)
          await settleReading(q, id, answer, cfg.priceCoins, svc.clock())
          return { id, source: 'provider', spent_coins: cfg.priceCoins, coin_num: await balance(q, uid) }
        })
        line(envelope(Codes.OK, 'ok', settled))
      } catch (e) {
        await dropPending(svc.db, id).catch(() => undefined)
        if (e instanceof ApiError) line(envelope(e.code, e.message))
        else if (e instanceof ProviderError) line(envelope(Codes.UPSTREAM, e.message))
        else {
          app.log.error({ err: { message: (e as Error).message } }, 'reading failed')
          line(envelope(Codes.INTERNAL, '服务器错误，未扣星币'))
        }
      }
      reply.raw.end()
      return null
    },
  })

  defineRoute(app, svc, {
    path: '/Ai/Save',
    input: saveBody,
    auth: true,
    async handler({ input, user, now }) {
      const id = await insertReading(svc.db, {
        uid: user!.uid,
        requestId: input.request_id,
        source: 'local',
        status: 'done',
        ...pick(input),
        answer: input.answer,
        now,
      })
      if (id === null) throw new ApiError(Codes.BAD_INPUT, '参数错误：request_id 已使用')
      return { id, source: 'local', spent_coins: 0 }
    },
  })

  defineRoute(app, svc, {
    path: '/Ai/History',
    input: paging,
    auth: true,
    handler: async ({ input, user }) => {
      const r = await readingPage(svc.db, user!.uid, input.page, input.size)
      return { ...r, list: r.list.map(({ facts: _f, ...row }) => ({ ...row, answer: row.answer.slice(0, 80) })) }
    },
  })

  defineRoute(app, svc, {
    path: '/Ai/HistoryInfo',
    input: z.object({ id: dbId }),
    auth: true,
    async handler({ input, user }) {
      const r = await readingOf(svc.db, user!.uid, input.id)
      if (!r) throw new ApiError(Codes.RECORD_NOT_FOUND, '解读记录不存在')
      return r
    },
  })

  defineRoute(app, svc, {
    path: '/Ai/HistoryDelete',
    input: z.object({ id: dbId }),
    auth: true,
    async handler({ input, user }) {
      if (!(await deleteReading(svc.db, user!.uid, input.id))) throw new ApiError(Codes.RECORD_NOT_FOUND, '解读记录不存在')
      return { id: input.id, deleted: true }
    },
  })
}

const pick = (i: z.output<typeof readingBody>) => ({ kind: i.kind, topic: i.topic, question: i.question, facts: i.facts })
