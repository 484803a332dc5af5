import { pageConfig } from '@/page-config'

export default pageConfig('user-avatar-select')
