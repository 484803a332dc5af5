/**
 * The admin product pages' calls (docs/commerce.md Admin/ProductList, ProductSave, SkuSave): the full catalogue
 * (off-shelf products too), and saving a product and its SKUs. The server audits every save.
 */
import { create } from 'zustand'
import { adminProductList, adminProductSave, adminSkuSave, type ProductWire } from '@/api/commerce'
import {
  productFormOf,
  productInput,
  skuFormOf,
  skuInput,
  type FormError,
  type KindFilter,
  type ProductForm,
  type ShelfFilter,
  type SkuForm,
} from './admin-product-model'
import { QUIET } from './shop-actions'

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e))

export interface AdminProductsState {
  kind: KindFilter
  shelf: ShelfFilter
  phase: 'loading' | 'ready' | 'failed'
  list: ProductWire[]
  loadError: string
}

export const useAdminProducts = create<AdminProductsState>(() => ({ kind: 'all', shelf: 'all', phase: 'loading', list: [], loadError: '' }))

export async function loadAdminProducts(): Promise<void> {
  useAdminProducts.setState({ phase: 'loading', loadError: '' })
  try {
    useAdminProducts.setState({ phase: 'ready', list: (await adminProductList(QUIET)).list })
  } catch (e) {
    useAdminProducts.setState({ phase: 'failed', loadError: messageOf(e) })
  }
}

export interface SkuEdit {
  /** Stable key for the list (the SKU id, or a new row's number). */
  key: string
  form: SkuForm
  errors: Partial<Record<keyof SkuForm, FormError>>
}

export interface ProductEditState {
  phase: 'loading' | 'ready' | 'failed'
  form: ProductForm
  errors: Partial<Record<keyof ProductForm, FormError>>
  skus: SkuEdit[]
  /** 'product' or a SKU key while it is being saved. */
  busy: string | null
  /** The last save: done, or refused with the server's message. */
  outcome: { target: string; ok: boolean; message: string } | null
}

const INITIAL: ProductEditState = { phase: 'loading', form: productFormOf(), errors: {}, skus: [], busy: null, outcome: null }
export const useProductEdit = create<ProductEditState>(() => ({ ...INITIAL }))

const skuEdits = (p: ProductWire): SkuEdit[] => p.skus.map((s) => ({ key: `sku-${s.id}`, form: skuFormOf(p.kind, s), errors: {} }))

/** Opens the edit page on product `id` (read from the admin list), or on a new product. */
export async function openProductEdit(id: number | null): Promise<void> {
  useProductEdit.setState({ ...INITIAL, phase: id === null ? 'ready' : 'loading' })
  if (id === null) return
  try {
    const p = (await adminProductList(QUIET)).list.find((x) => x.id === id)
    if (!p) throw new Error(`#${id}`)
    useProductEdit.setState({ phase: 'ready', form: productFormOf(p), skus: skuEdits(p) })
  } catch (e) {
    useProductEdit.setState({ phase: 'failed', outcome: { target: 'product', ok: false, message: messageOf(e) } })
  }
}

export function editProduct(patch: Partial<ProductForm>): void {
  const s = useProductEdit.getState()
  const errors = { ...s.errors }
  for (const k of Object.keys(patch) as (keyof ProductForm)[]) delete errors[k]
  useProductEdit.setState({ form: { ...s.form, ...patch }, errors })
}

export function editSku(key: string, patch: Partial<SkuForm>): void {
  useProductEdit.setState((s) => ({
    skus: s.skus.map((x) => {
      if (x.key !== key) return x
      const errors = { ...x.errors }
      for (const k of Object.keys(patch) as (keyof SkuForm)[]) delete errors[k]
      return { ...x, form: { ...x.form, ...patch }, errors }
    }),
  }))
}

/** Adds an empty SKU row (saved with its own button once the product exists). */
export function addSkuRow(): void {
  useProductEdit.setState((s) => ({ skus: [...s.skus, { key: `new-${s.skus.length + 1}`, form: skuFormOf(s.form.kind), errors: {} }] }))
}

/** Saves the product; a new product gets its id, so its SKUs can be added. */
export async function saveProduct(): Promise<void> {
  const s = useProductEdit.getState()
  if (s.busy) return
  const { errors, body } = productInput(s.form)
  if (!body) return void useProductEdit.setState({ errors })
  useProductEdit.setState({ busy: 'product', outcome: null })
  try {
    const p = await adminProductSave(body, QUIET)
    const kept = useProductEdit.getState().skus.filter((x) => x.form.id === undefined)
    useProductEdit.setState({ form: productFormOf(p), skus: [...skuEdits(p), ...kept], outcome: { target: 'product', ok: true, message: '' } })
  } catch (e) {
    useProductEdit.setState({ outcome: { target: 'product', ok: false, message: messageOf(e) } })
  } finally {
    useProductEdit.setState({ busy: null })
  }
}

/** Saves one SKU row, then reloads the product so every row shows the server's values (stock included). */
export async function saveSku(key: string): Promise<void> {
  const s = useProductEdit.getState()
  const row = s.skus.find((x) => x.key === key)
  if (s.busy || !row || s.form.id === undefined) return
  const { errors, body } = skuInput(s.form.kind, s.form.id, row.form)
  if (!body) return editSkuErrors(key, errors)
  useProductEdit.setState({ busy: key, outcome: null })
  try {
    const { id } = await adminSkuSave(body, QUIET)
    const p = (await adminProductList(QUIET)).list.find((x) => x.id === s.form.id)
    const unsaved = useProductEdit.getState().skus.filter((x) => x.form.id === undefined && x.key !== key)
    if (p) useProductEdit.setState({ skus: [...skuEdits(p), ...unsaved] })
    useProductEdit.setState({ outcome: { target: `sku-${id}`, ok: true, message: '' } })
  } catch (e) {
    useProductEdit.setState({ outcome: { target: key, ok: false, message: messageOf(e) } })
  } finally {
    useProductEdit.setState({ busy: null })
  }
}

function editSkuErrors(key: string, errors: SkuEdit['errors']): void {
  useProductEdit.setState((s) => ({ skus: s.skus.map((x) => (x.key === key ? { ...x, errors } : x)) }))
}
