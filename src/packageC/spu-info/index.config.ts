import { pageConfig } from '@/page-config'

export default pageConfig('spu-info')
