import { pageConfig } from '@/page-config'

export default pageConfig('course-list-my')
