import { pageConfig } from '@/page-config'

export default pageConfig('arabic-custom-list')
