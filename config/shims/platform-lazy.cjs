// H5 build: Taro's system API imports platform.js, which parses the user agent as soon as it is evaluated (at
// start-up, in the app's first task). This stand-in evaluates it on the first property read instead.
let platform
const load = () => (platform ??= require('platform/platform.js'))

module.exports = new Proxy(
  {},
  {
    // webpack's interop asks for __esModule when the module is imported: answering it must not load the parser.
    get: (_, key) => (key === '__esModule' ? undefined : load()[key]),
    has: (_, key) => key in load(),
    ownKeys: () => Reflect.ownKeys(load()),
    getOwnPropertyDescriptor: (_, key) => {
      const d = Object.getOwnPropertyDescriptor(load(), key)
      return d && { ...d, configurable: true }
    },
  },
)
