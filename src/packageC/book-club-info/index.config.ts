import { pageConfig } from '@/page-config'

export default pageConfig('book-club-info')
