// OpenAI-compatible chat completions, streamed (POST {baseUrl}/chat/completions with stream: true): yields the
// answer's text pieces in order from the `data: {choices[0].delta.content}` lines until `data: [DONE]`.
// Configured from AI_BASE_URL, AI_API_KEY, AI_MODEL, AI_TIMEOUT_MS, AI_PRICE_COINS; the key is never logged.

export interface AiOptions {
  baseUrl: string
  apiKey: string
  model: string
  /** The whole answer must arrive within this time (default 60 s). */
  timeoutMs?: number
  /** Coins per provider reading (default 20). */
  priceCoins?: number
}

export interface AiConfig {
  baseUrl: string
  apiKey: string
  model: string
  timeoutMs: number
  priceCoins: number
}

export const AI_DEFAULTS = { timeoutMs: 60_000, priceCoins: 20 } as const

/** The provider settings from the environment; null unless the base URL and model are both set. */
export function aiOptionsFromEnv(env: NodeJS.ProcessEnv): AiOptions | undefined {
  if (!env.AI_BASE_URL || !env.AI_MODEL) return undefined
  const n = (s: string | undefined) => (s && /^\d+$/.test(s) ? Number(s) : undefined)
  return {
    baseUrl: env.AI_BASE_URL,
    apiKey: env.AI_API_KEY ?? '',
    model: env.AI_MODEL,
    timeoutMs: n(env.AI_TIMEOUT_MS),
    priceCoins: n(env.AI_PRICE_COINS),
  }
}

export function aiConfig(o: AiOptions | undefined): AiConfig | null {
  if (!o?.baseUrl || !o.model) return null
  return {
    baseUrl: o.baseUrl.replace(/\/+$/, ''),
    apiKey: o.apiKey,
    model: o.model,
    timeoutMs: o.timeoutMs ?? AI_DEFAULTS.timeoutMs,
    priceCoins: o.priceCoins ?? AI_DEFAULTS.priceCoins,
  }
}

/** Why a provider reading failed: the message is shown to the user as it is. */
export class ProviderError extends Error {
  constructor(
    readonly reason: 'timeout' | 'status' | 'network' | 'empty' | 'aborted',
    message: string,
  ) {
    super(message)
    this.name = 'ProviderError'
  }
}

export interface ChatMessage {
  role: 'system' | 'user'
  content: string
}

/** The content pieces of one SSE line, or 'done' at [DONE]; other lines (comments, keep-alives) give nothing. */
export function parseSseLine(line: string): string | 'done' | null {
  const t = line.trim()
  if (!t.startsWith('data:')) return null
  const payload = t.slice(5).trim()
  if (payload === '[DONE]') return 'done'
  try {
    const j = JSON.parse(payload) as { choices?: Array<{ delta?: { content?: unknown } }> }
    const c = j.choices?.[0]?.delta?.content
    return typeof c === 'string' && c ? c : null
  } catch {
    return null
  }
}

/** Streams one answer; `signal` aborts it (the reader left). Throws ProviderError on every failure. */
export async function* streamChat(cfg: AiConfig, messages: ChatMessage[], signal?: AbortSignal): AsyncGenerator<string> {
  const ctl = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    ctl.abort()
  }, cfg.timeoutMs)
  const onAbort = () => ctl.abort()
  signal?.addEventListener('abort', onAbort)
  const failure = (e: unknown) =>
    e instanceof ProviderError
      ? e
      : timedOut
        ? new ProviderError('timeout', `解读服务超时（${Math.round(cfg.timeoutMs / 1000)} 秒内未完成），未扣星币，请稍后再试`)
        : signal?.aborted
          ? new ProviderError('aborted', '请求已取消')
          : new ProviderError('network', '无法连接解读服务，未扣星币，请稍后再试')
  try {
    let res: Response
    try {
      res = await fetch(`${cfg.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cfg.apiKey ? { authorization: `Bearer ${cfg.apiKey}` } : {}) },
        body: JSON.stringify({ model: cfg.model, stream: true, messages }),
        signal: ctl.signal,
      })
    } catch (e) {
      throw failure(e)
    }
    if (!res.ok || !res.body) {
      await res.body?.cancel().catch(() => undefined)
      throw new ProviderError('status', `解读服务出错（HTTP ${res.status}），未扣星币，请稍后再试`)
    }
    const decoder = new TextDecoder()
    let buf = ''
    let any = false
    try {
      for await (const bytes of res.body as unknown as AsyncIterable<Uint8Array>) {
        buf += decoder.decode(bytes, { stream: true })
        let nl: number
        while ((nl = buf.indexOf('\n')) >= 0) {
          const piece = parseSseLine(buf.slice(0, nl))
          buf = buf.slice(nl + 1)
          if (piece === 'done') return
          if (piece !== null) {
            any = true
            yield piece
          }
        }
      }
    } catch (e) {
      throw failure(e)
    }
    if (!any) throw new ProviderError('empty', '解读服务没有给出回答，未扣星币，请稍后再试')
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', onAbort)
  }
}
