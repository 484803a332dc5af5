/**
 * The one route table. It generates the Taro app config (src/app.config.ts) and drives navigation rules,
 * title bars, pull-to-refresh and the home grid. A page enters this table when it is really built.
 * Pure data: imported at build time by app.config.ts, so no runtime imports here.
 */

export type PackageId = 'main' | 'A' | 'B' | 'C' | 'D' | 'E'

export type TabId = 'home' | 'charts' | 'energy' | 'shop' | 'mine'

export interface RouteDef {
  /** Stable id used by code: navigateTo('settings'). */
  id: string
  pkg: PackageId
  /** Page folder inside its package: main 'pages/index/index', sub-package 'settings/index'. */
  page: string
  /** i18n key of the title. */
  titleKey: string
  tab?: TabId
  needsLogin?: boolean
  pullToRefresh?: boolean
  /** Dark title bar whatever the theme (tarot, lenormand, meditation, wish pages: SPEC §2). */
  darkTitleBar?: boolean
  disableSwipeBack?: boolean
  /** SPEC §2 preloaded pages: their sub-package is preloaded when the home tab opens. */
  preload?: boolean
  /** Development page (the UI-kit gallery): in dev builds and the e2e build only, never in a production app config. */
  devOnly?: boolean
  /** Listed in the home grid / systems index under this group. */
  system?: { group: 'western' | 'chinese' | 'cards' | 'tools'; icon: string }
  /** Listed on the energy tab (SPEC wellness features) with this one-character icon. */
  wellness?: { icon: string }
}

/** SPEC §2 tab order; a tab appears when its page is in ROUTES. */
export const TAB_ORDER: readonly TabId[] = ['home', 'charts', 'energy', 'shop', 'mine']

export const PACKAGE_ROOTS: Record<Exclude<PackageId, 'main'>, string> = {
  A: 'packageA',
  B: 'packageB',
  C: 'packageC',
  D: 'packageD',
  E: 'packageE',
}

export const ROUTES: readonly RouteDef[] = [
  { id: 'home', pkg: 'main', page: 'pages/index/index', titleKey: 'route.home', tab: 'home', pullToRefresh: true, preload: true },
  { id: 'charts', pkg: 'main', page: 'pages/charts/charts', titleKey: 'chartRoute.charts', tab: 'charts', pullToRefresh: true, preload: true },
  { id: 'energy', pkg: 'main', page: 'pages/energy/energy', titleKey: 'route.energy', tab: 'energy', pullToRefresh: true },
  { id: 'shop', pkg: 'main', page: 'pages/sku-index/sku-index', titleKey: 'route.shop', tab: 'shop', pullToRefresh: true },
  { id: 'mine', pkg: 'main', page: 'pages/mine/mine', titleKey: 'route.mine', tab: 'mine' },
  { id: 'settings', pkg: 'A', page: 'settings/index', titleKey: 'route.settings' },
  // SPEC pagesA/settings/params: its own folder (one page per folder).
  { id: 'params', pkg: 'A', page: 'settings-params/index', titleKey: 'paramsPage.title' },
  { id: 'setting-utils', pkg: 'A', page: 'setting-utils/index', titleKey: 'settingUtils.title' },
  { id: 'about', pkg: 'A', page: 'about/index', titleKey: 'route.about' },
  { id: 'login', pkg: 'A', page: 'login/index', titleKey: 'account.titleLogin' },
  { id: 'user-info', pkg: 'A', page: 'user-info/index', titleKey: 'account.titleUserInfo', needsLogin: true },
  { id: 'user-avatar-select', pkg: 'A', page: 'user-avatar-select/index', titleKey: 'account.titleAvatar', needsLogin: true },
  { id: 'user-account', pkg: 'A', page: 'user-account/index', titleKey: 'account.titleAccount', needsLogin: true },
  { id: 'sync-settings', pkg: 'A', page: 'sync-settings/index', titleKey: 'account.titleSyncSettings', needsLogin: true },
  { id: 'coin-buy', pkg: 'A', page: 'coin-buy/index', titleKey: 'coinBuy.title', needsLogin: true },
  { id: 'band-email', pkg: 'D', page: 'band-email/index', titleKey: 'account.titleBandEmail', needsLogin: true },
  { id: 'band-tel', pkg: 'D', page: 'band-tel/index', titleKey: 'account.titleBandTel', needsLogin: true },
  { id: 'password-set', pkg: 'D', page: 'password-set/index', titleKey: 'account.titlePasswordSet', needsLogin: true },
  { id: 'test-page', pkg: 'E', page: 'test-page/index', titleKey: 'gallery.title', devOnly: true },
  { id: 'birth-list', pkg: 'A', page: 'birth-list/index', titleKey: 'birthRoute.birthList', preload: true, system: { group: 'tools', icon: '档' } },
  { id: 'birth-editor', pkg: 'A', page: 'birth-editor/index', titleKey: 'birthRoute.birthEditor', preload: true },
  { id: 'birth-group', pkg: 'A', page: 'birth-group/index', titleKey: 'birthRoute.birthGroup' },
  { id: 'birth-group-choose', pkg: 'A', page: 'birth-group-choose/index', titleKey: 'birthRoute.birthGroupChoose' },
  { id: 'timezone-edit', pkg: 'A', page: 'timezone-edit/index', titleKey: 'birthRoute.timezoneEdit' },
  { id: 'city-search', pkg: 'A', page: 'city-search/index', titleKey: 'birthRoute.citySearch' },
  { id: 'birth-famous-list', pkg: 'A', page: 'birth-famous-list/index', titleKey: 'birthRoute.birthFamousList' },
  { id: 'birth-famous', pkg: 'A', page: 'birth-famous/index', titleKey: 'birthRoute.birthFamous' },
  { id: 'birth-invite', pkg: 'A', page: 'birth-invite/index', titleKey: 'birthRoute.birthInvite', needsLogin: true },
  { id: 'message-list', pkg: 'A', page: 'message-list/index', titleKey: 'inboxRoute.messageList', needsLogin: true, pullToRefresh: true },
  { id: 'question-list', pkg: 'C', page: 'question-list/index', titleKey: 'inboxRoute.questionList', needsLogin: true },
  // Shop, orders and postal addresses (SPEC pagesC/…; pagesA/order-list, order-info and address-edit alias here).
  { id: 'sku-list', pkg: 'C', page: 'sku-list/index', titleKey: 'shopRoute.skuList', pullToRefresh: true },
  { id: 'spu-info', pkg: 'C', page: 'spu-info/index', titleKey: 'shopRoute.spuInfo' },
  { id: 'trolley', pkg: 'C', page: 'trolley/index', titleKey: 'shopRoute.trolley', needsLogin: true },
  { id: 'order-create', pkg: 'C', page: 'order-create/index', titleKey: 'shopRoute.orderCreate', needsLogin: true },
  { id: 'order-list', pkg: 'C', page: 'order-list/index', titleKey: 'shopRoute.orderList', needsLogin: true, pullToRefresh: true },
  { id: 'order-info', pkg: 'C', page: 'order-info/index', titleKey: 'shopRoute.orderInfo', needsLogin: true },
  { id: 'post-address-list', pkg: 'C', page: 'post-address-list/index', titleKey: 'shopRoute.addressList', needsLogin: true },
  { id: 'post-address-edit', pkg: 'C', page: 'post-address-edit/index', titleKey: 'shopRoute.addressEdit', needsLogin: true },
  // Cards and coupons (SPEC pagesC/user-product-list-my, user-product-buy) and the admin area (pagesD/admin/…).
  { id: 'user-product-list-my', pkg: 'C', page: 'user-product-list-my/index', titleKey: 'cardRoute.mine', needsLogin: true, pullToRefresh: true },
  { id: 'user-product-buy', pkg: 'C', page: 'user-product-buy/index', titleKey: 'cardRoute.buy', needsLogin: true },
  { id: 'admin', pkg: 'D', page: 'admin/index', titleKey: 'adminRoute.index', needsLogin: true },
  { id: 'income-daily', pkg: 'D', page: 'admin/income-daily/index', titleKey: 'adminRoute.incomeDaily', needsLogin: true },
  { id: 'income-monthly', pkg: 'D', page: 'admin/income-monthly/index', titleKey: 'adminRoute.incomeMonthly', needsLogin: true },
  { id: 'coin-deposit', pkg: 'D', page: 'admin/coin-deposit/index', titleKey: 'adminRoute.coinDeposit', needsLogin: true },
  // Tree-hole moderation (our own page; permission treehole:moderate, listed in the admin area).
  { id: 'tree-hole-admin', pkg: 'D', page: 'admin/tree-hole/index', titleKey: 'treeHoleRoute.admin', needsLogin: true, pullToRefresh: true },
  { id: 'admin-orders', pkg: 'D', page: 'admin/orders/index', titleKey: 'adminRoute.orders', needsLogin: true, pullToRefresh: true },
  { id: 'admin-products', pkg: 'D', page: 'admin/products/index', titleKey: 'adminRoute.products', needsLogin: true },
  { id: 'admin-product-edit', pkg: 'D', page: 'admin/product-edit/index', titleKey: 'adminRoute.productEdit', needsLogin: true },
  // Home show info (SPEC §3 Show info; our own page, permission show:write, listed in the admin area).
  { id: 'show-info-admin', pkg: 'D', page: 'admin/show-info/index', titleKey: 'adminRoute.showInfo', needsLogin: true },
  // Courses and lessons (our own page; permission content:write, listed in the admin area).
  { id: 'course-admin', pkg: 'D', page: 'admin/courses/index', titleKey: 'courseRoute.admin', needsLogin: true },
  // Book clubs and activities (our own pages; permission content:write, listed in the admin area).
  { id: 'events-admin', pkg: 'D', page: 'admin/events/index', titleKey: 'eventRoute.admin', needsLogin: true, pullToRefresh: true },
  { id: 'event-edit', pkg: 'D', page: 'admin/event-edit/index', titleKey: 'eventRoute.adminEdit', needsLogin: true },
  // Feedback threads of every user (our own page; permission feedback:answer, listed in the admin area).
  { id: 'feedback-admin', pkg: 'D', page: 'admin/feedback/index', titleKey: 'inboxRoute.feedbackAdmin', needsLogin: true, pullToRefresh: true },
  // Columns and articles (our own page; permission content:write, listed in the admin area).
  { id: 'cms-admin', pkg: 'D', page: 'admin/cms/index', titleKey: 'contentRoute.cmsAdmin', needsLogin: true },
  { id: 'web-page', pkg: 'main', page: 'pages/web-page/web-page', titleKey: 'contentRoute.webPage' },
  // SPEC pagesA/privacy and protocol: in package E with about-any, which shows the same texts by key.
  { id: 'privacy', pkg: 'E', page: 'privacy/index', titleKey: 'contentRoute.privacy' },
  { id: 'protocol', pkg: 'E', page: 'protocol/index', titleKey: 'contentRoute.protocol' },
  { id: 'about-any', pkg: 'E', page: 'about-any/index', titleKey: 'contentRoute.aboutAny' },
  { id: 'library', pkg: 'E', page: 'library/index', titleKey: 'contentRoute.library' },
  { id: 'library-entry', pkg: 'E', page: 'library-entry/index', titleKey: 'contentRoute.libraryEntry' },
  { id: 'login-intro', pkg: 'D', page: 'login-intro/index', titleKey: 'contentRoute.loginIntro' },
  { id: 'cms-list', pkg: 'C', page: 'cms-list/index', titleKey: 'contentRoute.cmsList' },
  { id: 'cms-column-list', pkg: 'C', page: 'cms-column-list/index', titleKey: 'contentRoute.cmsColumnList' },
  { id: 'cms-column', pkg: 'C', page: 'cms-column/index', titleKey: 'contentRoute.cmsColumn' },
  { id: 'article', pkg: 'C', page: 'article/index', titleKey: 'contentRoute.article' },
  { id: 'course-list', pkg: 'C', page: 'course-list/index', titleKey: 'courseRoute.list' },
  { id: 'course-info', pkg: 'C', page: 'course-info/index', titleKey: 'courseRoute.info' },
  { id: 'course-list-my', pkg: 'C', page: 'course-list-my/index', titleKey: 'courseRoute.listMy', needsLogin: true },
  { id: 'lesson-info', pkg: 'C', page: 'lesson-info/index', titleKey: 'courseRoute.lessonInfo' },
  { id: 'book-club-list', pkg: 'C', page: 'book-club-list/index', titleKey: 'eventRoute.bookClubList', pullToRefresh: true },
  { id: 'book-club-info', pkg: 'C', page: 'book-club-info/index', titleKey: 'eventRoute.bookClubInfo' },
  { id: 'book-club-list-my', pkg: 'C', page: 'book-club-list-my/index', titleKey: 'eventRoute.bookClubListMy', needsLogin: true },
  { id: 'activity-list', pkg: 'C', page: 'activity-list/index', titleKey: 'eventRoute.activityList', pullToRefresh: true },
  { id: 'activity-info', pkg: 'C', page: 'activity-info/index', titleKey: 'eventRoute.activityInfo' },
  { id: 'activity-list-my', pkg: 'C', page: 'activity-list-my/index', titleKey: 'eventRoute.activityListMy', needsLogin: true },
  {
    id: 'chinese-divination',
    pkg: 'B',
    page: 'chinese-divination/index',
    titleKey: 'divRoute.chineseDivination',
    system: { group: 'chinese', icon: '卜' },
  },
  { id: 'yi', pkg: 'B', page: 'yi/index', titleKey: 'divRoute.yi', system: { group: 'chinese', icon: '易' } },
  { id: 'liuyao', pkg: 'B', page: 'liuyao/index', titleKey: 'divRoute.liuyao', system: { group: 'chinese', icon: '爻' } },
  { id: 'meihua', pkg: 'B', page: 'meihua/index', titleKey: 'divRoute.meihua', system: { group: 'chinese', icon: '梅' } },
  { id: 'qimen', pkg: 'B', page: 'qimen/index', titleKey: 'qimenRoute.qimen', system: { group: 'chinese', icon: '奇' } },
  { id: 'qimen-settings', pkg: 'B', page: 'qimen-settings/index', titleKey: 'qimenRoute.settings' },
  { id: 'taiyi', pkg: 'B', page: 'taiyi/index', titleKey: 'taiyiRoute.taiyi', system: { group: 'chinese', icon: '乙' } },
  { id: 'liuren', pkg: 'B', page: 'liuren/index', titleKey: 'qimenRoute.liuren', system: { group: 'chinese', icon: '壬' } },
  { id: 'divination-history', pkg: 'C', page: 'divination-history/index', titleKey: 'divRoute.history' },
  {
    id: 'tarot-result',
    pkg: 'C',
    page: 'tarot-result/index',
    titleKey: 'tarotRoute.result',
    darkTitleBar: true,
    system: { group: 'cards', icon: '塔' },
  },
  { id: 'tarot-settings', pkg: 'C', page: 'tarot-settings/index', titleKey: 'tarotRoute.settings', darkTitleBar: true },
  { id: 'tarot-decks', pkg: 'C', page: 'tarot-decks/index', titleKey: 'tarotRoute.decks', darkTitleBar: true },
  { id: 'tarot-daily', pkg: 'C', page: 'tarot-daily/index', titleKey: 'tarotRoute.daily', darkTitleBar: true },
  { id: 'tarot-plus', pkg: 'C', page: 'tarot-plus/index', titleKey: 'tarotRoute.plus', darkTitleBar: true, disableSwipeBack: true },
  {
    id: 'lenormand-result',
    pkg: 'C',
    page: 'lenormand-result/index',
    titleKey: 'lenormandRoute.result',
    darkTitleBar: true,
    system: { group: 'cards', icon: '雷' },
  },
  { id: 'lenormand-settings', pkg: 'C', page: 'lenormand-settings/index', titleKey: 'lenormandRoute.settings', darkTitleBar: true },
  { id: 'lenormand-decks', pkg: 'C', page: 'lenormand-decks/index', titleKey: 'lenormandRoute.decks', darkTitleBar: true },
  { id: 'lenormand-plus', pkg: 'C', page: 'lenormand-plus/index', titleKey: 'lenormandRoute.plus', darkTitleBar: true, disableSwipeBack: true },
  {
    id: 'dice',
    pkg: 'C',
    page: 'dice/index',
    titleKey: 'oracleRoute.dice',
    disableSwipeBack: true,
    system: { group: 'cards', icon: '骰' },
  },
  { id: 'geomancy', pkg: 'C', page: 'geomancy/index', titleKey: 'oracleRoute.geomancy', system: { group: 'cards', icon: '地' } },
  { id: 'answer-book', pkg: 'C', page: 'answer-book/index', titleKey: 'oracleRoute.answerBook', system: { group: 'cards', icon: '答' } },
  { id: 'life-number', pkg: 'C', page: 'life-number/index', titleKey: 'oracleRoute.lifeNumber', system: { group: 'cards', icon: '数' } },
  { id: 'life-number-settings', pkg: 'C', page: 'life-number-settings/index', titleKey: 'oracleRoute.lifeNumberSettings' },
  { id: 'mayan-totem', pkg: 'C', page: 'mayan-totem/index', titleKey: 'oracleRoute.mayanTotem', system: { group: 'cards', icon: '玛' } },
  { id: 'mayan-settings', pkg: 'C', page: 'mayan-settings/index', titleKey: 'oracleRoute.mayanSettings' },
  { id: 'mayan-calendar', pkg: 'C', page: 'mayan-calendar/index', titleKey: 'hdRoute.mayanCalendar' },
  // The tests hub: SPEC pagesC/psychological-index, pagesC/testing and pages/test/test (测试) all open it.
  { id: 'psych-tests', pkg: 'C', page: 'psychological-index/index', titleKey: 'psychRoute.hub', system: { group: 'tools', icon: '心' } },
  { id: 'psychological-test', pkg: 'C', page: 'psychological-test/index', titleKey: 'psychRoute.test' },
  { id: 'psychological-history', pkg: 'C', page: 'psychological-history/index', titleKey: 'psychRoute.history' },
  // Readings: SPEC pages/test-ai/test-ai (also pages/test/ai-test) opens ai-reading (spec-paths.ts).
  { id: 'ai-reading', pkg: 'A', page: 'ai-reading/index', titleKey: 'readingRoute.reading' },
  { id: 'ai-history', pkg: 'C', page: 'ai-history/index', titleKey: 'readingRoute.history', needsLogin: true },
  { id: 'ziwei', pkg: 'B', page: 'ziwei/index', titleKey: 'ziwei.title', system: { group: 'chinese', icon: '紫' } },
  { id: 'zwds-settings', pkg: 'B', page: 'zwds-settings/index', titleKey: 'ziwei.settingsTitle' },
  { id: 'cetian', pkg: 'B', page: 'cetian/index', titleKey: 'cetian.title', system: { group: 'chinese', icon: '策' } },
  { id: 'cetian-settings', pkg: 'B', page: 'cetian-settings/index', titleKey: 'cetian.settingsTitle' },
  { id: 'bazi', pkg: 'B', page: 'bazi/index', titleKey: 'bazi.title', system: { group: 'chinese', icon: '八' } },
  { id: 'bazi-settings', pkg: 'B', page: 'bazi-settings/index', titleKey: 'baziSettings.title' },
  { id: 'ziping-settings', pkg: 'B', page: 'ziping-settings/index', titleKey: 'zipingSettings.title' },
  { id: 'calendar', pkg: 'B', page: 'calendar/index', titleKey: 'calendar.title', system: { group: 'tools', icon: '历' } },
  { id: 'chinese-utils', pkg: 'B', page: 'chinese-utils/index', titleKey: 'chineseUtils.title', system: { group: 'tools', icon: '算' } },
  { id: 'zeri-settings', pkg: 'B', page: 'zeri-settings/index', titleKey: 'zeri.title', system: { group: 'chinese', icon: '择' } },
  // 二十八宿 chart in package A (SPEC pagesB) beside the ephemeris: the natal 宿 by the Moon.
  { id: 'xingxiu-chart', pkg: 'A', page: 'xingxiu-chart/index', titleKey: 'xingxiu.chartTitle', system: { group: 'chinese', icon: '宿' } },
  { id: 'xingxiu-settings', pkg: 'B', page: 'xingxiu-settings/index', titleKey: 'xingxiu.settingsTitle' },
  { id: 'xingxiu-info', pkg: 'C', page: 'xingxiu-info/index', titleKey: 'xingxiu.infoTitle' },
  {
    id: 'natal-info',
    pkg: 'A',
    page: 'natal-info/index',
    titleKey: 'chartRoute.natalInfo',
    pullToRefresh: true,
    preload: true,
    system: { group: 'western', icon: '☉' },
  },
  { id: 'chart', pkg: 'A', page: 'chart/index', titleKey: 'chartRoute.chart', pullToRefresh: true },
  { id: 'cochart', pkg: 'A', page: 'cochart/index', titleKey: 'chartRoute.cochart', pullToRefresh: true, system: { group: 'western', icon: '合' } },
  { id: 'co-charts', pkg: 'B', page: 'co-charts/index', titleKey: 'chartRoute.coCharts' },
  { id: 'co-chart-more', pkg: 'A', page: 'co-chart-more/index', titleKey: 'chartRoute.coChartMore' },
  { id: 'chart-setting', pkg: 'A', page: 'chart-setting/index', titleKey: 'chartRoute.chartSetting', preload: true },
  { id: 'chart-style-list', pkg: 'A', page: 'chart-style-list/index', titleKey: 'chartRoute.chartStyleList' },
  { id: 'chart-style-edit', pkg: 'A', page: 'chart-style-edit/index', titleKey: 'chartRoute.chartStyleEdit' },
  { id: 'natal-planet', pkg: 'A', page: 'natal-planet/index', titleKey: 'chartRoute.natalPlanet' },
  { id: 'chart-params', pkg: 'A', page: 'chart-params/index', titleKey: 'chartRoute.chartParams', preload: true },
  { id: 'planet-info', pkg: 'A', page: 'planet-info/index', titleKey: 'chartRoute.planetInfo' },
  { id: 'house-info', pkg: 'A', page: 'house-info/index', titleKey: 'chartRoute.houseInfo' },
  { id: 'aspect-info', pkg: 'A', page: 'aspect-info/index', titleKey: 'chartRoute.aspectInfo' },
  // In package A (SPEC lists it under B) with the ephemeris and the chart code.
  {
    id: 'classical-plus',
    pkg: 'A',
    page: 'classical-plus/index',
    titleKey: 'classical.title',
    preload: true,
    system: { group: 'western', icon: '古' },
  },
  // Custom Arabic points beside the classical page in package A (SPEC lists them under B).
  { id: 'arabic-custom-list', pkg: 'A', page: 'arabic-custom-list/index', titleKey: 'arabic.listTitle' },
  { id: 'arabic-custom-edit', pkg: 'A', page: 'arabic-custom-edit/index', titleKey: 'arabic.editTitle' },
  { id: 'arabic-select', pkg: 'A', page: 'arabic-select/index', titleKey: 'arabic.selectTitle' },
  // In package A (SPEC lists it under B) with the ephemeris.
  { id: 'moon-chart', pkg: 'A', page: 'moon-chart/index', titleKey: 'moonChart.title', system: { group: 'tools', icon: '☾' } },
  { id: 'fixed-star-planets', pkg: 'A', page: 'fixed-star-planets/index', titleKey: 'fixedStars.title', system: { group: 'western', icon: '✦' } },
  { id: 'vedic-chart', pkg: 'A', page: 'vedic-chart/index', titleKey: 'vedicRoute.chart', system: { group: 'western', icon: '吠' } },
  { id: 'vedic-settings', pkg: 'A', page: 'vedic-settings/index', titleKey: 'vedicRoute.settings' },
  // 七政四余 in package A (SPEC lists zhengyu-settings under B) beside the ephemeris and its star catalogue.
  { id: 'zhengyu', pkg: 'A', page: 'zhengyu/index', titleKey: 'zhengyuRoute.chart', system: { group: 'chinese', icon: '政' } },
  { id: 'zhengyu-settings', pkg: 'A', page: 'zhengyu-settings/index', titleKey: 'zhengyuRoute.settings' },
  { id: 'zhengyu-co-chart', pkg: 'A', page: 'zhengyu-co-chart/index', titleKey: 'zhengyuRoute.coChart' },
  // In package A (SPEC lists it under C) with the ephemeris.
  { id: 'human-design', pkg: 'A', page: 'human-design/index', titleKey: 'hdRoute.chart', system: { group: 'western', icon: '人' } },
  { id: 'human-design-settings', pkg: 'A', page: 'human-design-settings/index', titleKey: 'hdRoute.settings' },
  // SPEC pagesB/primary-directions-settings and pd-item: in package A with the ephemeris.
  {
    id: 'primary-directions-settings',
    pkg: 'A',
    page: 'primary-directions/index',
    titleKey: 'pd.title',
    system: { group: 'western', icon: '→' },
  },
  { id: 'pd-item', pkg: 'A', page: 'pd-item/index', titleKey: 'pd.itemTitle' },
  { id: 'pd-settings-fixed-star', pkg: 'A', page: 'pd-settings-fixed-star/index', titleKey: 'pd.starsTitle' },
  { id: 'pd-settings-arabic', pkg: 'A', page: 'pd-settings-arabic/index', titleKey: 'pd.arabicTitle' },
  { id: 'circumambulation-settings', pkg: 'A', page: 'circumambulation-settings/index', titleKey: 'circum.title' },
  // In package A (SPEC lists it under D) so it shares the ephemeris files with the chart pages on weapp.
  { id: 'retrograde', pkg: 'A', page: 'retrograde/index', titleKey: 'retrograde.title', system: { group: 'tools', icon: '℞' } },
  { id: 'birth-analysis', pkg: 'A', page: 'birth-analysis/index', titleKey: 'birthAnalysis.title', system: { group: 'tools', icon: '析' } },
  { id: 'birth-analysis-settings', pkg: 'A', page: 'birth-analysis-settings/index', titleKey: 'birthAnalysis.settingsTitle' },
  { id: 'birth-analysis-list', pkg: 'A', page: 'birth-analysis-list/index', titleKey: 'birthAnalysis.listTitle' },
  { id: 'birth-guess', pkg: 'A', page: 'birth-guess/index', titleKey: 'birthGuess.title', system: { group: 'tools', icon: '推' } },
  { id: 'lucky-city', pkg: 'A', page: 'lucky-city/index', titleKey: 'luckyCity.title', system: { group: 'tools', icon: '城' } },
  // In package A (SPEC lists it under B) so it shares the chart code and the ephemeris files with the other chart pages on weapp.
  { id: 'harmonic-chart', pkg: 'A', page: 'harmonic-chart/index', titleKey: 'chartRoute.harmonic', pullToRefresh: true },
  { id: 'luck', pkg: 'A', page: 'luck/index', titleKey: 'luckRoute.luck', preload: true, system: { group: 'western', icon: '运' } },
  // SPEC pagesE/daily-luck: in package A with the ephemeris (the card needs the day's transits).
  { id: 'daily-luck', pkg: 'A', page: 'daily-luck/index', titleKey: 'luckRoute.dailyLuck', wellness: { icon: '签' } },
  // Reports (SPEC pagesA/report-list, report-all, reports/*): marriage, wealth and career only at their -old paths.
  { id: 'report-list', pkg: 'A', page: 'report-list/index', titleKey: 'reportRoute.list', needsLogin: true, pullToRefresh: true },
  { id: 'report-all', pkg: 'A', page: 'report-all/index', titleKey: 'reportRoute.all', pullToRefresh: true },
  { id: 'explanation-lite', pkg: 'A', page: 'reports/explanation-lite/index', titleKey: 'reportRoute.explanationLite' },
  { id: 'single-house', pkg: 'A', page: 'reports/single-house/index', titleKey: 'reportRoute.singleHouse' },
  { id: 'co-chart', pkg: 'A', page: 'reports/co-chart/index', titleKey: 'reportRoute.coChart' },
  { id: 'marriage-old', pkg: 'A', page: 'reports/marriage-old/index', titleKey: 'reportRoute.marriage' },
  { id: 'wealth-old', pkg: 'A', page: 'reports/wealth-old/index', titleKey: 'reportRoute.wealth' },
  { id: 'career-old', pkg: 'A', page: 'reports/career-old/index', titleKey: 'reportRoute.career' },
  { id: 'co-chart-old', pkg: 'A', page: 'reports/co-chart-old/index', titleKey: 'reportRoute.coChartOld' },
  { id: 'wooden-fish', pkg: 'E', page: 'wooden-fish/index', titleKey: 'wellnessRoute.woodenFish', wellness: { icon: '鱼' } },
  { id: 'worry-doll', pkg: 'E', page: 'worry-doll/index', titleKey: 'wellnessRoute.worryDoll', wellness: { icon: '娃' } },
  { id: 'worry-doll-list', pkg: 'E', page: 'worry-doll-list/index', titleKey: 'wellnessRoute.worryDollList', pullToRefresh: true },
  {
    id: 'wish-page',
    pkg: 'E',
    page: 'wish-page/index',
    titleKey: 'wishRoute.wall',
    darkTitleBar: true,
    pullToRefresh: true,
    wellness: { icon: '愿' },
  },
  { id: 'wish-create', pkg: 'E', page: 'wish-create/index', titleKey: 'wishRoute.create', darkTitleBar: true, needsLogin: true },
  { id: 'my-wishes', pkg: 'E', page: 'my-wishes/index', titleKey: 'wishRoute.mine', darkTitleBar: true, needsLogin: true, pullToRefresh: true },
  { id: 'tree-hole', pkg: 'E', page: 'tree-hole/index', titleKey: 'treeHoleRoute.hole', pullToRefresh: true, wellness: { icon: '洞' } },
  { id: 'tree-hole-write', pkg: 'E', page: 'tree-hole-write/index', titleKey: 'treeHoleRoute.write', needsLogin: true },
  { id: 'tree-hole-list', pkg: 'E', page: 'tree-hole-list/index', titleKey: 'treeHoleRoute.mine', needsLogin: true, pullToRefresh: true },
  {
    id: 'meditation-index',
    pkg: 'E',
    page: 'meditation-index/index',
    titleKey: 'meditation.route.index',
    darkTitleBar: true,
    wellness: { icon: '禅' },
  },
  { id: 'meditation-sound', pkg: 'E', page: 'meditation-sound/index', titleKey: 'meditation.route.sound', darkTitleBar: true },
  { id: 'meditation-list', pkg: 'E', page: 'meditation-list/index', titleKey: 'meditation.route.list', darkTitleBar: true, pullToRefresh: true },
  // SPEC: the birthday desktop widget page of sub-package D.
  { id: 'birthday-widget', pkg: 'D', page: 'birthday-widget/index', titleKey: 'wellnessRoute.birthdayWidget', wellness: { icon: '寿' } },
]

export function pagePathOf(route: RouteDef): string {
  return route.pkg === 'main' ? route.page : `${PACKAGE_ROOTS[route.pkg]}/${route.page}`
}

export function routeById(id: string): RouteDef | undefined {
  return ROUTES.find((r) => r.id === id)
}

/** Route of a page path as Taro reports it ('/pages/index/index', 'packageA/settings/index?x=1'). */
export function routeByPath(path: string): RouteDef | undefined {
  const clean = path.replace(/^\//, '').split('?')[0]
  return ROUTES.find((r) => pagePathOf(r) === clean)
}

export function tabRoutes(routes: readonly RouteDef[] = ROUTES): RouteDef[] {
  return TAB_ORDER.map((t) => routes.find((r) => r.tab === t)).filter((r): r is RouteDef => !!r)
}

export const HOME_ROUTE_ID = 'home'
export const LOGIN_ROUTE_ID = 'login'
