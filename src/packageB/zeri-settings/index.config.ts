import { pageConfig } from '@/page-config'

export default pageConfig('zeri-settings')
