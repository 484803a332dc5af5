/**
 * The CMS admin page's list (docs/content.md, CMS: columns and articles): which tab, status filter and page it
 * shows, that page's rows, and the editor open over it. Opening and closing an editor keeps tab, filter and page;
 * closing reads the page again so the edit shows. A new visit of the page starts from the first page of all columns.
 */
import { create } from 'zustand'
import { loadAdminArticles, loadAdminColumns, type CmsAdminArticleWire, type CmsAdminColumnWire, type Page } from './cms-admin-actions'
import { cmsAdminFailureOf, cmsAdminPagesOf, type CmsAdminFailure, type CmsStatusFilter, type CmsTab } from './cms-admin-model'

export type CmsAdminRow = CmsAdminColumnWire | CmsAdminArticleWire
/** A column editor (null: a new column) or an article editor (id 0: a new article). */
export type CmsEditing = { kind: 'column'; column: CmsAdminColumnWire | null } | { kind: 'article'; id: number }

export interface CmsAdminListState {
  tab: CmsTab
  filter: CmsStatusFilter
  page: number
  /** The rows of `page`; null while they are on their way. */
  data: Page<CmsAdminRow> | null
  failure: CmsAdminFailure | null
  editing: CmsEditing | null
  /** Counts list requests: only the latest one's answer is kept. */
  request: number
}

const INITIAL: Omit<CmsAdminListState, 'request'> = { tab: 'columns', filter: 'all', page: 1, data: null, failure: null, editing: null }

export const useCmsAdminList = create<CmsAdminListState>(() => ({ ...INITIAL, request: 0 }))

const state = () => useCmsAdminList.getState()
const set = (patch: Partial<CmsAdminListState>) => useCmsAdminList.setState(patch)

/** Reads the page the state names. A page emptied by an edit (its last draft published) gives way to the new last page. */
export async function loadCmsAdminList(): Promise<void> {
  const { tab, filter, page } = state()
  const request = state().request + 1
  set({ request, data: null, failure: null })
  try {
    const p: Page<CmsAdminRow> = await (tab === 'columns' ? loadAdminColumns : loadAdminArticles)(filter, page)
    if (state().request !== request) return
    const last = cmsAdminPagesOf(p.total)
    if (p.list.length === 0 && page > last) {
      set({ page: last })
      return loadCmsAdminList()
    }
    set({ data: p })
  } catch (e) {
    if (state().request === request) set({ failure: cmsAdminFailureOf(e) })
  }
}

/** The page opens: the first page of all columns. */
export function cmsAdminOpened(): Promise<void> {
  set({ ...INITIAL })
  return loadCmsAdminList()
}

/** The page closes: answers still on their way are dropped and the next visit starts afresh. */
export function cmsAdminClosed(): void {
  set({ ...INITIAL, request: state().request + 1 })
}

/** Another tab starts from its first page of all states. */
export function cmsTabChosen(tab: CmsTab): Promise<void> {
  if (tab === state().tab) return Promise.resolve()
  set({ tab, filter: 'all', page: 1 })
  return loadCmsAdminList()
}

/** Another filter starts from its first page. */
export function cmsFilterChosen(filter: CmsStatusFilter): Promise<void> {
  if (filter === state().filter && state().page === 1) return Promise.resolve()
  set({ filter, page: 1 })
  return loadCmsAdminList()
}

export function cmsPageChosen(page: number): Promise<void> {
  set({ page })
  return loadCmsAdminList()
}

/** Opens a row of the current tab in its editor, or a new record (row null). */
export function cmsEditorOpened(row: CmsAdminRow | null): void {
  const editing: CmsEditing =
    state().tab === 'columns' ? { kind: 'column', column: row && 'article_count' in row ? row : null } : { kind: 'article', id: row?.id ?? 0 }
  set({ editing })
}

/** Back from an editor to the same tab, filter and page, read again. */
export function cmsEditorClosed(): Promise<void> {
  set({ editing: null })
  return loadCmsAdminList()
}
