import { pageConfig } from '@/page-config'

export default pageConfig('planet-info')
