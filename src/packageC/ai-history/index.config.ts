import { pageConfig } from '@/page-config'

export default pageConfig('ai-history')
