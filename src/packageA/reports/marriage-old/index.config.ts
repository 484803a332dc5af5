import { pageConfig } from '@/page-config'

export default pageConfig('marriage-old')
