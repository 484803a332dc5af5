import { pageConfig } from '@/page-config'

export default pageConfig('tree-hole-admin')
