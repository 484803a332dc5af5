import { pageConfig } from '@/page-config'

export default pageConfig('single-house')
