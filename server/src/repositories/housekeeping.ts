// Periodic clean-up of rows that only matter for a while: spent or expired codes, old login failures,
// expired share codes and invites. Account data and the coin ledger are never touched.
import type { Queryable } from '../plugins/db'

const DAY_MS = 24 * 3600_000

export async function sweep(q: Queryable, now: number): Promise<void> {
  await q.query('DELETE FROM auth_codes WHERE created_at < $1', [now - 2 * DAY_MS])
  await q.query('DELETE FROM login_failures WHERE created_at < $1', [now - DAY_MS])
  await q.query('DELETE FROM birth_shares WHERE expires_at < $1', [now - 30 * DAY_MS])
  await q.query('DELETE FROM birth_invites WHERE expires_at < $1', [now - 30 * DAY_MS])
}
