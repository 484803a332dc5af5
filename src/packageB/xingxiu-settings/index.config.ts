import { pageConfig } from '@/page-config'

export default pageConfig('xingxiu-settings')
