import { pageConfig } from '@/page-config'

export default pageConfig('zhengyu-co-chart')
