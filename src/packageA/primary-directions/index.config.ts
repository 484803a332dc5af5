import { pageConfig } from '@/page-config'

export default pageConfig('primary-directions-settings')
