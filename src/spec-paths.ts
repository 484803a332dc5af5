import { routeById, routeByPath, type RouteDef } from './routes'

/**
 * SPEC §2 page paths (pagesA/…, pagesB/chinese-divination/yi …) → our route ids. Our sub-packages are named
 * packageA..E and some pages sit in another package than the SPEC's (yi/liuyao/meihua directly in packageB,
 * harmonic-chart in packageA), so links and share paths written with SPEC paths go through this table.
 * Keys are the SPEC names without the repeated leaf ('pagesA/login' also matches 'pagesA/login/login' and
 * 'pagesA/login/index'). Pure data: no runtime imports.
 */
export const SPEC_PATH_ALIASES: Readonly<Record<string, string>> = {
  '': 'home',
  'pages/index': 'home',
  'pages/charts': 'charts',
  'pages/energy': 'energy',
  'pages/sku-index': 'shop',
  'pages/mine': 'mine',
  'pagesA/fixed-star-planets': 'fixed-star-planets',
  'pagesA/user-info': 'user-info',
  'pagesA/user-avatar-select': 'user-avatar-select',
  'pagesA/chart-params': 'chart-params',
  'pagesA/chart-params/planet-info': 'planet-info',
  'pagesA/chart-params/house-info': 'house-info',
  'pagesA/chart-params/aspect-info': 'aspect-info',
  'pagesA/planet-info': 'planet-info',
  'pagesA/house-info': 'house-info',
  'pagesA/aspect-info': 'aspect-info',
  'pagesA/settings': 'settings',
  'pagesA/login': 'login',
  'pagesA/natal-info': 'natal-info',
  'pagesA/chart-setting': 'chart-setting',
  'pagesA/birth-editor': 'birth-editor',
  'pagesA/birth-list': 'birth-list',
  'pagesA/about': 'about',
  'pagesA/natal-planet': 'natal-planet',
  'pagesA/city-search': 'city-search',
  'pagesA/birth-famous-list': 'birth-famous-list',
  'pagesA/birth-famous': 'birth-famous',
  'pagesA/timezone-edit': 'timezone-edit',
  'pagesA/birth-group': 'birth-group',
  'pagesA/birth-group-choose': 'birth-group-choose',
  'pagesA/cochart': 'cochart',
  'pagesA/chart-style-list': 'chart-style-list',
  'pagesA/chart-style-edit': 'chart-style-edit',
  'pagesA/birth-invite': 'birth-invite',
  'pagesA/message-list': 'message-list',
  'pagesA/user-account': 'user-account',
  'pagesA/sync-settings': 'sync-settings',
  'pagesA/coin-buy': 'coin-buy',
  'pagesA/report-list': 'report-list',
  'pagesA/report-all': 'report-all',
  'pagesA/reports/explanation-lite': 'explanation-lite',
  'pagesA/reports/single-house': 'single-house',
  'pagesA/reports/co-chart': 'co-chart',
  'pagesA/reports/marriage-old': 'marriage-old',
  'pagesA/reports/wealth-old': 'wealth-old',
  'pagesA/reports/career-old': 'career-old',
  'pagesA/reports/co-chart-old': 'co-chart-old',
  'pagesA/order-list': 'order-list',
  'pagesA/order-info': 'order-info',
  'pagesA/address-edit': 'post-address-edit',
  'pagesC/sku-list': 'sku-list',
  'pagesC/spu-info': 'spu-info',
  'pagesC/trolley': 'trolley',
  'pagesC/order-create': 'order-create',
  'pagesC/order-info': 'order-info',
  'pagesC/post-address-list': 'post-address-list',
  'pagesC/post-address-edit': 'post-address-edit',
  'pagesC/user-product-list-my': 'user-product-list-my',
  'pagesC/user-product-buy': 'user-product-buy',
  'pagesD/admin': 'admin',
  'pagesD/admin/income-daily': 'income-daily',
  'pagesD/admin/income-monthly': 'income-monthly',
  'pagesD/admin/coin-deposit': 'coin-deposit',
  'pagesA/luck': 'luck',
  'pagesA/birth-guess': 'birth-guess',
  'pagesA/lucky-city': 'lucky-city',
  'pagesB/chinese-divination': 'chinese-divination',
  'pagesB/chinese-divination/yi': 'yi',
  'pagesB/chinese-divination/liuyao': 'liuyao',
  'pagesB/chinese-divination/meihua': 'meihua',
  'pagesB/chinese-divination/qimen': 'qimen',
  'pagesB/chinese-divination/liuren': 'liuren',
  'pagesB/chinese-divination/taiyi': 'taiyi',
  'pagesB/qimen-settings': 'qimen-settings',
  'pagesB/bazi-settings': 'bazi-settings',
  'pagesB/zwds-settings': 'zwds-settings',
  'pagesB/ziping-settings': 'ziping-settings',
  'pagesB/harmonic-chart': 'harmonic-chart',
  'pagesB/vedic-chart': 'vedic-chart',
  'pagesB/vedic-settings': 'vedic-settings',
  'pagesB/zhengyu-settings': 'zhengyu-settings',
  'pagesB/classical-plus': 'classical-plus',
  'pagesB/arabic-custom-list': 'arabic-custom-list',
  'pagesB/arabic-custom-edit': 'arabic-custom-edit',
  'pagesB/arabic-select': 'arabic-select',
  'pagesB/moon-chart': 'moon-chart',
  'pagesB/primary-directions-settings': 'primary-directions-settings',
  'pagesB/pd-item': 'pd-item',
  'pagesB/pd-settings-fixed-star': 'pd-settings-fixed-star',
  'pagesB/pd-settings-arabic': 'pd-settings-arabic',
  'pagesB/circumambulation-settings': 'circumambulation-settings',
  'pagesB/calendar': 'calendar',
  'pagesB/zeri-settings': 'zeri-settings',
  'pagesB/xingxiu-chart': 'xingxiu-chart',
  'pagesC/xingxiu-info': 'xingxiu-info',
  'pagesC/divination-history': 'divination-history',
  'pagesC/tarot-result': 'tarot-result',
  'pagesC/tarot-settings': 'tarot-settings',
  'pagesC/tarot-decks': 'tarot-decks',
  'pagesC/tarot-daily': 'tarot-daily',
  'pagesC/tarot-plus': 'tarot-plus',
  'pagesC/lenormand-result': 'lenormand-result',
  'pagesC/lenormand-settings': 'lenormand-settings',
  'pagesC/lenormand-decks': 'lenormand-decks',
  'pagesC/lenormand-plus': 'lenormand-plus',
  'pagesC/dice': 'dice',
  'pagesC/geomancy': 'geomancy',
  'pagesC/answer-book': 'answer-book',
  'pagesC/life-number': 'life-number',
  'pagesC/life-number-settings': 'life-number-settings',
  'pagesC/mayan-totem': 'mayan-totem',
  'pagesC/mayan-settings': 'mayan-settings',
  'pagesC/mayan-calendar': 'mayan-calendar',
  'pagesC/human-design': 'human-design',
  'pagesC/human-design-settings': 'human-design-settings',
  'pagesC/psychological-index': 'psych-tests',
  'pagesC/testing': 'psych-tests',
  'pages/test': 'psych-tests',
  'pagesC/psychological-test': 'psychological-test',
  'pagesC/psychological-history': 'psychological-history',
  'pagesC/question-list': 'question-list',
  'pages/web-page': 'web-page',
  'pagesA/privacy': 'privacy',
  'pagesA/protocol': 'protocol',
  'pagesC/about-any': 'about-any',
  'pagesE/about-any': 'about-any',
  'pagesD/login-intro': 'login-intro',
  'pagesC/cms-list': 'cms-list',
  'pagesC/cms-column-list': 'cms-column-list',
  'pagesC/cms-column': 'cms-column',
  'pagesC/article': 'article',
  // The demo content has no blog column: 博客 opens all articles.
  'pagesE/blog': 'cms-list',
  'pagesE/library': 'library',
  'pagesD/band-email': 'band-email',
  'pagesD/band-tel': 'band-tel',
  'pagesD/password-set': 'password-set',
  'pagesD/retrograde': 'retrograde',
  'pagesD/birth-analysis': 'birth-analysis',
  'pagesD/birth-analysis-settings': 'birth-analysis-settings',
  'pagesD/birth-analysis-list': 'birth-analysis-list',
  'pagesE/daily-luck': 'daily-luck',
  'pagesE/wooden-fish': 'wooden-fish',
  'pagesE/worry-doll': 'worry-doll',
  'pagesE/worry-doll-list': 'worry-doll-list',
  'pagesE/wish-page': 'wish-page',
  'pagesE/wish-create': 'wish-create',
  'pagesE/my-wishes': 'my-wishes',
  // SPEC pagesD/wish: the entry to wishes from sub-package D; it opens the wish wall.
  'pagesD/wish': 'wish-page',
  'pagesE/tree-hole': 'tree-hole',
  // SPEC pagesE/tree-hole-list: the user's own posts (the feed is tree-hole).
  'pagesE/tree-hole-list': 'tree-hole-list',
  'pagesE/meditation-index': 'meditation-index',
  'pagesE/meditation-sound': 'meditation-sound',
  'pagesE/meditation-list': 'meditation-list',
  'pagesE/test-page': 'test-page',
}

export interface ResolvedPath {
  route: RouteDef
  /** The query string as given, without '?' ('' when none). */
  query: string
}

/** Drops the repeated leaf of a SPEC page path: 'pagesA/login/login' and 'pagesA/login/index' → 'pagesA/login'. */
function specKey(path: string): string {
  const parts = path.split('/').filter(Boolean)
  const last = parts[parts.length - 1]
  if (parts.length > 2 && (last === 'index' || last === parts[parts.length - 2])) parts.pop()
  return parts.join('/')
}

/**
 * Route of a page path: our own ('packageA/login/index', '/pages/index/index') or a SPEC one
 * ('pagesA/login/login?toPage=…', '/', 'pagesB/chinese-divination/yi'). Undefined when no page answers.
 */
export function resolvePagePath(path: string): ResolvedPath | undefined {
  const [rawPath, ...rest] = path.trim().split('?')
  const query = rest.join('?')
  const clean = rawPath.replace(/^#?\/*/, '').replace(/\/+$/, '')
  const own = routeByPath(clean)
  if (own) return { route: own, query }
  const id = SPEC_PATH_ALIASES[specKey(clean)]
  const route = id === undefined ? undefined : routeById(id)
  return route ? { route, query } : undefined
}
