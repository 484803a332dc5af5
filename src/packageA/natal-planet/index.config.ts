import { pageConfig } from '@/page-config'

export default pageConfig('natal-planet')
