// npm run server: the API alone (or with STATIC_DIR, the H5 build too).
import { startServer } from './app'

startServer()
  .then(({ app, url }) => {
    console.log(`星盘 server listening on ${url} (API under ${url}/api)`)
    const stop = () => void app.close().then(() => process.exit(0))
    process.once('SIGINT', stop)
    process.once('SIGTERM', stop)
  })
  .catch((e: unknown) => {
    console.error('server failed to start:', e instanceof Error ? e.message : e)
    process.exit(1)
  })
