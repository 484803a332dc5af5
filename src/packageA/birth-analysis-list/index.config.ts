import { pageConfig } from '@/page-config'

export default pageConfig('birth-analysis-list')
