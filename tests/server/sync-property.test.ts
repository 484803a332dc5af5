// Property: random interleavings of edits, deletes and offline pushes from two devices converge, and no write
// is lost: for every id the server keeps the write with the greatest update_time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { birth, harness, DB_LABEL, type Harness } from './helpers'
import { findOrCreateUser } from '../../server/src/repositories/users'

type Rec = { id: number; update_time: number; name: string; is_del: number }
type Op = { t: 'edit'; d: 0 | 1; id: number; dt: number } | { t: 'del'; d: 0 | 1; id: number; dt: number } | { t: 'sync'; d: 0 | 1 }

const opArb = (maxDt: number) =>
  fc.oneof(
    fc.record({
      t: fc.constant('edit' as const),
      d: fc.constantFrom(0 as const, 1 as const),
      id: fc.integer({ min: 1, max: 6 }),
      dt: fc.integer({ min: 0, max: maxDt }),
    }),
    fc.record({
      t: fc.constant('del' as const),
      d: fc.constantFrom(0 as const, 1 as const),
      id: fc.integer({ min: 1, max: 6 }),
      dt: fc.integer({ min: 0, max: maxDt }),
    }),
    fc.record({ t: fc.constant('sync' as const), d: fc.constantFrom(0 as const, 1 as const) }),
  )

describe(`sync convergence property (${DB_LABEL})`, () => {
  let h: Harness
  let n = 0
  beforeAll(async () => {
    h = await harness()
  })
  afterAll(async () => h?.close())

  async function freshToken() {
    const { db, jwt } = h.app.services
    const { user } = await findOrCreateUser(db, 'email', `prop${n++}@example.com`, h.clock.now)
    return (await jwt.sign({ uid: Number(user.uid), tokenVersion: Number(user.token_version), roles: [], permissions: [] }, h.clock.now)).token
  }

  /** Runs ops on two device models against the real server; answers the final states and every write made. */
  async function play(ops: Op[], stamp: (d: 0 | 1, dt: number) => number) {
    const token = await freshToken()
    const local: Map<number, Rec>[] = [new Map(), new Map()]
    const dirty: Set<number>[] = [new Set(), new Set()]
    const writes: Rec[] = []
    const pushed: Rec[] = []
    let v = 0
    const sync = async (d: 0 | 1) => {
      const list = [...dirty[d]].map((id) =>
        birth(id, local[d].get(id)!.update_time, { name: local[d].get(id)!.name, is_del: local[d].get(id)!.is_del }),
      )
      for (const id of dirty[d]) pushed.push({ ...local[d].get(id)! })
      const r = await h.call('/Birth/Sync', { list, group_list: [] }, token)
      expect(r.code).toBe(0)
      local[d] = new Map(r.data.list.map((x: Rec) => [x.id, { id: x.id, update_time: x.update_time, name: x.name, is_del: x.is_del }]))
      dirty[d].clear()
      return (r.data.list as Rec[]).map((x) => ({ id: x.id, update_time: x.update_time, name: x.name, is_del: x.is_del }))
    }
    for (const op of ops) {
      if (op.t === 'sync') {
        await sync(op.d)
        continue
      }
      const cur = local[op.d].get(op.id)
      if (op.t === 'del' && (!cur || cur.is_del)) continue
      const rec: Rec = {
        id: op.id,
        update_time: stamp(op.d, op.dt),
        name: op.t === 'del' ? cur!.name : `d${op.d}v${v++}`,
        is_del: op.t === 'del' ? 1 : 0,
      }
      local[op.d].set(op.id, rec)
      dirty[op.d].add(op.id)
      writes.push(rec)
    }
    await sync(0)
    await sync(1)
    const server = await sync(0)
    return { local, server, writes, pushed }
  }

  const project = (m: Map<number, Rec>) => [...m.values()].sort((a, b) => a.id - b.id)

  it('with a shared increasing clock: both devices converge and the latest write of every id wins', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb(3), { minLength: 1, maxLength: 40 }), async (ops) => {
        let clock = 1_000
        const { local, server, writes } = await play(ops, (_d, dt) => (clock += 1 + dt))
        expect(project(local[0])).toEqual(project(local[1]))
        expect(project(local[0])).toEqual([...server].sort((a, b) => a.id - b.id))
        const latest = new Map<number, Rec>()
        for (const w of writes) if (!latest.has(w.id) || w.update_time > latest.get(w.id)!.update_time) latest.set(w.id, w)
        expect(project(local[0])).toEqual([...latest.values()].sort((a, b) => a.id - b.id))
      }),
      { numRuns: 60, seed: 20250115 },
    )
  })

  it('with skewed device clocks and ties: devices still converge, no pushed write is lost', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb(2), { minLength: 1, maxLength: 40 }), fc.integer({ min: -6, max: 6 }), async (ops, skew) => {
        // Each device clock only moves forward (ties allowed); the two clocks are skewed against each other,
        // so ties and out-of-order writes between devices are common.
        const clocks = [1_000, 1_000 + skew]
        const { local, server, pushed } = await play(ops, (d, dt) => (clocks[d] += dt))
        expect(project(local[0])).toEqual(project(local[1]))
        expect(project(local[0])).toEqual([...server].sort((a, b) => a.id - b.id))
        // Every pushed id is on the server; its copy is a pushed write with the greatest update_time.
        expect(new Set(server.map((s) => s.id))).toEqual(new Set(pushed.map((w) => w.id)))
        for (const s of server) {
          const max = Math.max(...pushed.filter((w) => w.id === s.id).map((w) => w.update_time))
          expect(s.update_time).toBe(max)
          expect(pushed.some((w) => w.id === s.id && w.update_time === s.update_time && w.name === s.name && w.is_del === s.is_del)).toBe(true)
        }
      }),
      { numRuns: 60, seed: 20250116 },
    )
  })
})
