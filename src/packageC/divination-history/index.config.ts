import { pageConfig } from '@/page-config'

export default pageConfig('divination-history')
