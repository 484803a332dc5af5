/** The text a Taro page renders: Taro's setData tree keeps each text node's string under the key `v`. */
export function pageTexts(data: unknown): string[] {
  const out: string[] = []
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk)
    else if (node && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) {
        if (k === 'v' && typeof v === 'string') out.push(v)
        else walk(v)
      }
    }
  }
  walk(data)
  return out
}

/** Polls `ready` every 20 ms until it holds or `timeoutMs` passes; returns whether it held. */
export async function waitUntil(ready: () => boolean, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs
  while (!ready()) {
    if (Date.now() > end) return false
    await new Promise((r) => setTimeout(r, 20))
  }
  return true
}
