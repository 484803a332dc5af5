import { pageConfig } from '@/page-config'

export default pageConfig('band-email')
