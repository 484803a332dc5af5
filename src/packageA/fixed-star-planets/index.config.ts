import { pageConfig } from '@/page-config'

export default pageConfig('fixed-star-planets')
