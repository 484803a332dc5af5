import { pageConfig } from '@/page-config'

export default pageConfig('moon-chart')
