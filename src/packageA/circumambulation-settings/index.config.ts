import { pageConfig } from '@/page-config'

export default pageConfig('circumambulation-settings')
