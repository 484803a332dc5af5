/**
 * Birth invites (server: /Birth/GetSendBirthToken, CheckSendBirthToken, SendBirthToInviteCode). The invitee
 * opens the birth editor in invite mode (`birth-editor?invite=<token>`, no login needed); what they save is
 * sent to the inviter's list instead of this device's.
 */
import type { ServerBirth } from '@/births/types'
import { toServerBirth, type LocalBirth } from '@/births/model'
import { webPageUrl } from '@/platform/share-link'
import { pagePathOf, routeById } from '@/routes'

/** Invite tokens as the server issues them (24 alphanumerics; it accepts 16–64). */
export const INVITE_TOKEN = /^[A-Za-z0-9]{16,64}$/

export function isInviteToken(s: string | undefined | null): s is string {
  return !!s && INVITE_TOKEN.test(s)
}

/** Page path (no leading slash) the invitee opens: the editor in invite mode. */
export function invitePagePath(token: string): string {
  const editor = routeById('birth-editor')
  return `${editor ? pagePathOf(editor) : 'packageA/birth-editor/index'}?invite=${encodeURIComponent(token)}`
}

/** Web link of the invite on H5; null in the mini-program (shared to a chat instead). */
export function inviteLink(token: string): string | null {
  return webPageUrl(invitePagePath(token))
}

/** The invitee's birth in the server shape, without the fields the server assigns (id, time, sync flags). */
export function invitedBirthPayload(b: LocalBirth): Omit<ServerBirth, 'id' | 'update_time'> {
  const { id: _id, update_time: _u, is_local: _l, is_del: _d, is_top: _t, set_type: _s, ...rest } = toServerBirth(b)
  return rest
}

/** "2026-11-24 14:05" in the device's clock. */
export function localTimeText(ms: number): string {
  const d = new Date(ms)
  const p = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`
}
