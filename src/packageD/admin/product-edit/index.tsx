import '@/packageD/locales.generated'
import { Input, Text, Textarea, View } from '@tarojs/components'
import { useEffect } from 'react'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { Segmented } from '@/components/ui/segmented'
import { useT } from '@/components/hooks'
import { fieldLabelAttributes, roleAttributes } from '@/platform/a11y'
import { useRouteParams } from '@/platform/route-params'
import { CARD_TYPES, MAX_DESCRIPTION, MAX_NAME, MAX_SPEC, PRODUCT_KINDS, pricedInFen, type FormError } from '@/store/admin-product-model'
import { addSkuRow, editProduct, editSku, openProductEdit, saveProduct, saveSku, useProductEdit } from '@/store/admin-product-actions'
import { AdminGate } from '../admin-gate'
import '../admin.css'

type T = ReturnType<typeof useT>

function Field(p: { t: T; label: string; error?: FormError; children: React.ReactNode }) {
  return (
    <View className="admin-form-row">
      <Text className="admin-form-row__label">{p.t(p.label)}</Text>
      {p.children}
      {p.error && <Text className="admin-error">{p.t(`admin.products.err.${p.error}`, { field: p.t(p.label) })}</Text>}
    </View>
  )
}

const inputClass = (e?: FormError) => `admin-input${e ? ' admin-input--error' : ''}`
const SHELF = ['on', 'off'] as const

/** 编辑商品 (Admin/ProductSave, Admin/SkuSave): the product's fields and each SKU's price, stock and shelf state. */
export default function AdminProductEditPage() {
  const t = useT()
  const { id } = useRouteParams<{ id?: string }>()
  const s = useProductEdit()
  useEffect(() => void openProductEdit(id ? Number(id) : null), [id])
  const f = s.form
  const busy = s.busy !== null
  const done = (target: string) =>
    s.outcome?.target === target && (
      <Text
        className={s.outcome.ok ? 'admin-order__done' : 'admin-error'}
        data-testid={s.outcome.ok ? `admin-saved-${target}` : `admin-failed-${target}`}
        {...roleAttributes(s.outcome.ok ? 'status' : 'alert')}
      >
        {s.outcome.ok ? t('admin.products.saved') : t('admin.products.failed', { error: s.outcome.message })}
      </Text>
    )
  return (
    <PageShell routeId="admin-product-edit">
      <AdminGate route="admin-products">
        {s.phase === 'loading' && <View className="card muted">{t('admin.products.loading')}</View>}
        {s.phase === 'failed' && done('product')}
        {s.phase === 'ready' && (
          <View className="card" data-testid="admin-product-form">
            <Field t={t} label="admin.products.field.kind">
              {f.id === undefined ? (
                <Segmented
                  testId="product-kind"
                  label={t('admin.products.field.kind')}
                  value={f.kind}
                  options={PRODUCT_KINDS.map((k) => ({ value: k, label: t(`admin.products.kind.${k}`) }))}
                  onChange={(kind) => editProduct({ kind })}
                />
              ) : (
                <Text>{t(`admin.products.kind.${f.kind}`)}</Text>
              )}
            </Field>
            <Field t={t} label="admin.products.field.name" error={s.errors.name}>
              <Input
                {...fieldLabelAttributes(t('admin.products.field.name'))}
                className={inputClass(s.errors.name)}
                data-testid="product-name"
                value={f.name}
                maxlength={MAX_NAME}
                onInput={(e) => editProduct({ name: e.detail.value })}
              />
            </Field>
            <Field t={t} label="admin.products.field.description">
              <Textarea
                {...fieldLabelAttributes(t('admin.products.field.description'))}
                className="admin-input"
                data-testid="product-description"
                value={f.description}
                maxlength={MAX_DESCRIPTION}
                autoHeight
                onInput={(e) => editProduct({ description: e.detail.value })}
              />
            </Field>
            <Field t={t} label="admin.products.field.image" error={s.errors.image}>
              <Input
                {...fieldLabelAttributes(t('admin.products.field.image'))}
                className={inputClass(s.errors.image)}
                data-testid="product-image"
                value={f.image}
                placeholder={t('admin.products.imagePh')}
                onInput={(e) => editProduct({ image: e.detail.value })}
              />
            </Field>
            {f.kind === 'report' && (
              <Field t={t} label="admin.products.field.reportKey" error={s.errors.reportKey}>
                <Input
                  {...fieldLabelAttributes(t('admin.products.field.reportKey'))}
                  className={inputClass(s.errors.reportKey)}
                  data-testid="product-report-key"
                  value={f.reportKey}
                  placeholder={t('admin.products.reportKeyPh')}
                  onInput={(e) => editProduct({ reportKey: e.detail.value })}
                />
              </Field>
            )}
            {f.kind === 'card' && (
              <Field t={t} label="admin.products.field.cardType">
                <Segmented
                  testId="product-card-type"
                  label={t('admin.products.field.cardType')}
                  value={f.cardType}
                  options={CARD_TYPES.map((c) => ({ value: c, label: t(`admin.products.cardType.${c}`) }))}
                  onChange={(cardType) => editProduct({ cardType })}
                />
              </Field>
            )}
            <Field t={t} label="admin.products.field.shelf">
              <Segmented
                testId="product-shelf"
                label={t('admin.products.field.shelf')}
                value={f.onSale ? 'on' : 'off'}
                options={SHELF.map((v) => ({ value: v, label: t(`admin.products.shelf.${v}`) }))}
                onChange={(v) => editProduct({ onSale: v === 'on' })}
              />
            </Field>
            <Field t={t} label="admin.products.field.sort" error={s.errors.sort}>
              <Input
                {...fieldLabelAttributes(t('admin.products.field.sort'))}
                className={inputClass(s.errors.sort)}
                data-testid="product-sort"
                type="text"
                value={f.sort}
                maxlength={7}
                onInput={(e) => editProduct({ sort: e.detail.value })}
              />
            </Field>
            <Pressable className="btn" data-testid="product-save" disabled={busy} onPress={() => void saveProduct()}>
              {s.busy === 'product' ? t('admin.submitting') : t('admin.products.save')}
            </Pressable>
            {done('product')}
          </View>
        )}
        {s.phase === 'ready' && f.id === undefined && <Text className="muted admin-note">{t('admin.products.skuAfterSave')}</Text>}
        {s.phase === 'ready' &&
          f.id !== undefined &&
          s.skus.map((k, i) => (
            <View key={k.key} className="card" data-testid={`sku-form-${i}`}>
              <Text className="admin-form-row__label">
                {k.form.id === undefined ? t('admin.products.newSku') : t('admin.products.sku', { code: k.form.code })}
              </Text>
              <Field t={t} label="admin.products.field.code" error={k.errors.code}>
                <Input
                  {...fieldLabelAttributes(t('admin.products.field.code'))}
                  className={inputClass(k.errors.code)}
                  data-testid="sku-code"
                  value={k.form.code}
                  maxlength={40}
                  placeholder={t('admin.products.codePh')}
                  onInput={(e) => editSku(k.key, { code: e.detail.value })}
                />
              </Field>
              <Field t={t} label="admin.products.field.spec">
                <Input
                  {...fieldLabelAttributes(t('admin.products.field.spec'))}
                  className="admin-input"
                  data-testid="sku-spec"
                  value={k.form.spec}
                  maxlength={MAX_SPEC}
                  onInput={(e) => editSku(k.key, { spec: e.detail.value })}
                />
              </Field>
              <Field t={t} label={pricedInFen(f.kind) ? 'admin.products.field.priceYuan' : 'admin.products.field.priceCoins'} error={k.errors.price}>
                <Input
                  {...fieldLabelAttributes(t(pricedInFen(f.kind) ? 'admin.products.field.priceYuan' : 'admin.products.field.priceCoins'))}
                  className={inputClass(k.errors.price)}
                  data-testid="sku-price"
                  type="digit"
                  value={k.form.price}
                  maxlength={12}
                  onInput={(e) => editSku(k.key, { price: e.detail.value })}
                />
              </Field>
              {f.kind === 'coin_pack' && (
                <Field t={t} label="admin.products.field.coins" error={k.errors.coins}>
                  <Input
                    {...fieldLabelAttributes(t('admin.products.field.coins'))}
                    className={inputClass(k.errors.coins)}
                    data-testid="sku-coins"
                    type="number"
                    value={k.form.coins}
                    maxlength={9}
                    onInput={(e) => editSku(k.key, { coins: e.detail.value })}
                  />
                </Field>
              )}
              <Field t={t} label="admin.products.field.stock" error={k.errors.stock}>
                <Input
                  {...fieldLabelAttributes(t('admin.products.field.stock'))}
                  className={inputClass(k.errors.stock)}
                  data-testid="sku-stock"
                  type="number"
                  value={k.form.stock}
                  maxlength={9}
                  placeholder={t('admin.products.stockPh')}
                  onInput={(e) => editSku(k.key, { stock: e.detail.value })}
                />
              </Field>
              <Field t={t} label="admin.products.field.shelf">
                <Segmented
                  testId="sku-shelf"
                  label={t('admin.products.field.shelf')}
                  value={k.form.onSale ? 'on' : 'off'}
                  options={SHELF.map((v) => ({ value: v, label: t(`admin.products.shelf.${v}`) }))}
                  onChange={(v) => editSku(k.key, { onSale: v === 'on' })}
                />
              </Field>
              <Pressable className="btn" data-testid="sku-save" disabled={busy} onPress={() => void saveSku(k.key)}>
                {s.busy === k.key ? t('admin.submitting') : t('admin.products.saveSku')}
              </Pressable>
              {done(k.key)}
            </View>
          ))}
        {s.phase === 'ready' && f.id !== undefined && (
          <Pressable className="btn btn--ghost" data-testid="sku-add" disabled={busy} onPress={addSkuRow}>
            {t('admin.products.addSku')}
          </Pressable>
        )}
      </AdminGate>
    </PageShell>
  )
}
