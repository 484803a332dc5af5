import { pageConfig } from '@/page-config'

export default pageConfig('user-product-buy')
