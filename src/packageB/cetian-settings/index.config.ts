import { pageConfig } from '@/page-config'

export default pageConfig('cetian-settings')
