import { pageConfig } from '@/page-config'

export default pageConfig('mayan-calendar')
