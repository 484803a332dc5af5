import { pageConfig } from '@/page-config'

export default pageConfig('income-monthly')
