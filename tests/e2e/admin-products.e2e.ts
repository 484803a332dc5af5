import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeSerious } from './a11y-axe'
import { startApp, uiLogin, type App } from './harness'

// 商品管理 against the real server (docs/commerce.md Admin/ProductList, ProductSave, SkuSave): the admin creates a
// product with one SKU from the admin pages, it shows in the shop; taken off the shelf, it is gone from the shop.
const ADMIN = 'products-boss@example.com'
const NAME = '星图帆布海报'
const visible = '.page-shell:visible'
const testId = (app: App, id: string) => app.page.locator(`${visible} [data-testid="${id}"]`).first()
const settle = (app: App, ms = 900) => app.page.waitForTimeout(ms)

async function fill(app: App, id: string, value: string) {
  await app.page
    .locator(
      `${visible} [data-testid="${id}"] input, ${visible} input[data-testid="${id}"], ${visible} [data-testid="${id}"] textarea, ${visible} textarea[data-testid="${id}"]`,
    )
    .first()
    .fill(value)
}

const shopTile = (app: App) => app.page.locator(`${visible} [data-testid^="product-"]`, { hasText: NAME })

describe('admin products: create with a SKU, on the shelf in the shop, off the shelf gone', () => {
  let app: App

  beforeAll(async () => {
    app = await startApp({ server: { adminEmails: [ADMIN] } })
    if (!app.outboxDir) throw new Error('the admin products e2e needs the real server')
  })
  afterAll(async () => {
    await app?.close()
  })

  it('the admin creates a product, then its SKU, from 商品管理', async () => {
    await uiLogin(app, ADMIN)
    await app.open('packageD/admin/index')
    await testId(app, 'admin-admin-products').click()
    await settle(app, 1500)
    expect(app.page.url()).toContain('packageD/admin/products/index')
    await testId(app, 'admin-product-new').click()
    await settle(app, 1500)
    expect(app.page.url()).toContain('packageD/admin/product-edit/index')
    await testId(app, 'product-save').click()
    expect(await testId(app, 'admin-product-form').innerText()).toContain('请填写名称')
    await fill(app, 'product-name', NAME)
    await fill(app, 'product-description', '60×90 厘米，十二星座星图，棉麻帆布。')
    await fill(app, 'product-sort', '5')
    await testId(app, 'product-save').click()
    await testId(app, 'admin-saved-product').waitFor({ timeout: 10_000 })
    await testId(app, 'sku-add').click()
    await fill(app, 'sku-code', 'poster-zodiac')
    await fill(app, 'sku-spec', '60×90')
    await fill(app, 'sku-price', '39.9')
    await fill(app, 'sku-stock', '12')
    await app.shot('admin-products-sku-form')
    await testId(app, 'sku-save').click()
    await app.page.locator(`${visible} [data-testid^="admin-saved-sku-"]`).first().waitFor({ timeout: 10_000 })
    expect(await testId(app, 'sku-form-0').innerText()).toContain('规格 poster-zodiac')
    await app.shot('admin-products-edit-saved')
    expect(await axeSerious(app.page)).toEqual([])
  })

  it('the product is in the shop with its price', async () => {
    await app.open('packageC/sku-list/index?kind=physical')
    await shopTile(app).waitFor({ timeout: 10_000 })
    expect(await shopTile(app).innerText()).toContain('39.9')
    await app.shot('admin-products-in-shop')
  })

  it('taken off the shelf: listed under 下架 in 商品管理, gone from the shop', async () => {
    await app.open('packageD/admin/products/index')
    const row = app.page.locator(`${visible} [data-testid^="admin-product-"]`, { hasText: NAME })
    await row.waitFor({ timeout: 10_000 })
    await app.shot('admin-products-list')
    expect(await axeSerious(app.page)).toEqual([])
    await row.click()
    await settle(app, 1500)
    await testId(app, 'admin-product-form').waitFor({ timeout: 10_000 })
    expect(
      await app.page.locator(`${visible} [data-testid="product-name"] input, ${visible} input[data-testid="product-name"]`).first().inputValue(),
    ).toBe(NAME)
    await app.page.locator(`${visible} [data-testid="product-shelf"] [data-value="off"]`).click()
    await testId(app, 'product-save').click()
    await testId(app, 'admin-saved-product').waitFor({ timeout: 10_000 })

    await app.open('packageD/admin/products/index')
    await app.page.locator(`${visible} [data-testid="admin-product-shelf"] [data-value="on"]`).click()
    expect(await app.page.locator(`${visible} [data-testid^="admin-product-"]`, { hasText: NAME }).count()).toBe(0)
    await app.page.locator(`${visible} [data-testid="admin-product-shelf"] [data-value="off"]`).click()
    await app.page.locator(`${visible} [data-testid^="admin-product-"]`, { hasText: NAME }).waitFor({ timeout: 5_000 })
    await app.shot('admin-products-off-shelf')

    await app.open('packageC/sku-list/index?kind=physical')
    await testId(app, 'shop-grid').waitFor({ timeout: 10_000 })
    await settle(app)
    expect(await shopTile(app).count()).toBe(0)
    expect(app.errors).toEqual([])
  })
})
