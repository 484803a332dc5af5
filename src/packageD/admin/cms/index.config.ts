import { pageConfig } from '@/page-config'

export default pageConfig('cms-admin')
