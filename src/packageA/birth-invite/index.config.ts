import { pageConfig } from '@/page-config'

// The mini-program shares the invite to a chat from this page (open-type share button).
export default { ...pageConfig('birth-invite'), enableShareAppMessage: true }
