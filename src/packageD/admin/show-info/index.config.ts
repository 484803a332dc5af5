import { pageConfig } from '@/page-config'

export default pageConfig('show-info-admin')
