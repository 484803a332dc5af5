import { pageConfig } from '@/page-config'

export default pageConfig('co-chart-more')
