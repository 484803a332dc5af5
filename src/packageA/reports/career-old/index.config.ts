import { pageConfig } from '@/page-config'

export default pageConfig('career-old')
