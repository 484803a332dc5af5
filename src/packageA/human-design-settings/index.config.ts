import { pageConfig } from '@/page-config'

export default pageConfig('human-design-settings')
