import { buildAppConfig } from './app-config'

export default buildAppConfig()
