import { pageConfig } from '@/page-config'

export default pageConfig('worry-doll-list')
