import { pageConfig } from '@/page-config'

export default pageConfig('lenormand-decks')
