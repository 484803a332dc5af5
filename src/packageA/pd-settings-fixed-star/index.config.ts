import { pageConfig } from '@/page-config'

export default pageConfig('pd-settings-fixed-star')
