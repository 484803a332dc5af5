import { pageConfig } from '@/page-config'

export default pageConfig('feedback-admin')
