import { pageConfig } from '@/page-config'

export default pageConfig('tarot-decks')
