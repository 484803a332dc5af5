import { pageConfig } from '@/page-config'

export default pageConfig('report-list')
