import { buildAppConfig } from './app-config'
import { includeDevPages } from './platform/build-flags'

export default buildAppConfig(undefined, { devPages: includeDevPages() })
