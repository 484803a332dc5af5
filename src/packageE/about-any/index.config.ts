import { pageConfig } from '@/page-config'

export default pageConfig('about-any')
