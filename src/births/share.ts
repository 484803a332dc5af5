/**
 * Share-code text (SPEC §5): a code is an alphanumeric string delimited by yen signs, "¥AbC123xyZ9¥"
 * (the full-width ￥ is accepted too, as phones often convert it). The server (/Birth/GetCodeString) issues
 * codes of 6–16 characters; a code equal to the stored copyCode is not re-added.
 */

const CODE = /[¥￥]([A-Za-z0-9]{6,16})[¥￥]/

/** The code inside a clipboard text, or null. */
export function findShareCode(text: string | null | undefined): string | null {
  const m = CODE.exec(String(text ?? ''))
  return m ? m[1] : null
}

/** Text put on the clipboard when sharing: a sentence with the code between yen signs. */
export function shareText(name: string, code: string): string {
  return `【星盘】${name}的生日码 ¥${code}¥ 复制后打开星盘即可添加`
}

/** The clipboard code to act on: null when none, or when it equals the stored copyCode (already handled). */
export function newShareCode(clipboardText: string | null | undefined, storedCopyCode: string | null | undefined): string | null {
  const code = findShareCode(clipboardText)
  if (!code || code === storedCopyCode) return null
  return code
}
