import { pageConfig } from '@/page-config'

export default pageConfig('library-entry')
