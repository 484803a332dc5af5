import { pageConfig } from '@/page-config'

export default pageConfig('life-number-settings')
