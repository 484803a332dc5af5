import { pageConfig } from '@/page-config'

export default pageConfig('classical-plus')
