import { pageConfig } from '@/page-config'

export default pageConfig('explanation-lite')
