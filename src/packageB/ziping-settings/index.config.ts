import { pageConfig } from '@/page-config'

export default pageConfig('ziping-settings')
