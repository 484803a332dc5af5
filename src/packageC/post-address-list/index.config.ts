import { pageConfig } from '@/page-config'

export default pageConfig('post-address-list')
