import { pageConfig } from '@/page-config'

export default pageConfig('user-product-list-my')
