import { pageConfig } from '@/page-config'

export default pageConfig('lucky-city')
