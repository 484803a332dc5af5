import { pageConfig } from '@/page-config'

export default pageConfig('order-info')
