/**
 * Birth groups (SPEC §3 Birth group, §4): storage key birthGroupList. Created with empty ids, then edited;
 * deleting sets isDel 1 and empties ids (kept so the deletion syncs).
 */
import { create } from 'zustand'
import { fromServerGroup, storedGroupListSchema, type BirthGroup, type ServerGroup } from '@/births/model'
import { persisted } from './persist'

let clock: () => number = () => Date.now()
export function setGroupClock(next: (() => number) | null): void {
  clock = next ?? (() => Date.now())
}

export const groupListStore = persisted({ key: 'birthGroupList', schema: storedGroupListSchema, defaults: (): BirthGroup[] => [] })

export interface GroupsState {
  groups: BirthGroup[]
  groupCreated(name: string): BirthGroup
  groupEdited(id: number, change: { name?: string; ids?: readonly number[] }): void
  /** Adds or removes one birth in a group. */
  groupMembershipToggled(groupId: number, birthId: number): void
  /** A birth's groups set at once (birth-group-choose). */
  birthGroupsChosen(birthId: number, groupIds: readonly number[]): void
  groupDeleted(id: number): void
  /** A sample edited into the user's own copy got a new id: memberships follow it. */
  birthIdChanged(from: number, to: number): void
  uploaded(ids: readonly number[]): void
  serverListReceived(list: readonly ServerGroup[]): void
  hydrate(): void
}

export const useGroups = create<GroupsState>()((set, get) => {
  function commit(groups: BirthGroup[]) {
    groupListStore.save(groups)
    set({ groups })
  }
  const edit = (g: BirthGroup, change: Partial<BirthGroup>): BirthGroup => ({ ...g, ...change, modified: 1, updateTime: clock() })
  return {
    groups: groupListStore.load(),
    groupCreated(name) {
      let id = clock()
      while (get().groups.some((g) => g.id === id)) id++
      const g: BirthGroup = { id, name: name.trim(), ids: [], updateTime: id, isDel: 0, isLocal: 1, modified: 0 }
      commit([...get().groups, g])
      return g
    },
    groupEdited(id, change) {
      commit(
        get().groups.map((g) =>
          g.id === id
            ? edit(g, {
                ...(change.name !== undefined ? { name: change.name.trim() } : {}),
                ...(change.ids ? { ids: [...new Set(change.ids)] } : {}),
              })
            : g,
        ),
      )
    },
    groupMembershipToggled(groupId, birthId) {
      commit(
        get().groups.map((g) =>
          g.id === groupId ? edit(g, { ids: g.ids.includes(birthId) ? g.ids.filter((x) => x !== birthId) : [...g.ids, birthId] }) : g,
        ),
      )
    },
    birthGroupsChosen(birthId, groupIds) {
      const want = new Set(groupIds)
      commit(
        get().groups.map((g) => {
          if (g.isDel) return g
          const has = g.ids.includes(birthId)
          if (has === want.has(g.id)) return g
          return edit(g, { ids: has ? g.ids.filter((x) => x !== birthId) : [...g.ids, birthId] })
        }),
      )
    },
    groupDeleted(id) {
      commit(get().groups.map((g) => (g.id === id ? edit(g, { isDel: 1, ids: [] }) : g)))
    },
    birthIdChanged(from, to) {
      if (from === to) return
      commit(get().groups.map((g) => (g.ids.includes(from) ? edit(g, { ids: [...new Set(g.ids.map((x) => (x === from ? to : x)))] }) : g)))
    },
    uploaded(ids) {
      const done = new Set(ids)
      commit(get().groups.map((g) => (done.has(g.id) ? { ...g, isLocal: 0 as const, modified: 0 as const } : g)))
    },
    serverListReceived(list) {
      const byId = new Map(get().groups.map((g) => [g.id, g]))
      for (const raw of list) {
        const g = fromServerGroup(raw)
        if (!g) continue
        const mine = byId.get(g.id)
        if (mine && mine.modified && mine.updateTime > g.updateTime) continue
        byId.set(g.id, g)
      }
      commit([...byId.values()])
    },
    hydrate() {
      set({ groups: groupListStore.load() })
    },
  }
})
