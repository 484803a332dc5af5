// babel-preset-taro options: https://docs.taro.zone/docs/next/babel-config
//
// The H5 build runs in browsers that load ES modules, the native shell's WebView (Capacitor 7: Android WebView
// 60+, iOS 14+) and WeChat's in-app browser (iOS 12+): async functions, classes, spread and template literals
// stay native there, which is smaller and faster than the ES5 that package.json's browserslist asks for. The
// mini-program keeps that browserslist; config/weapp-syntax.ts lowers its output to ES2015 again.
const H5_TARGETS = ['chrome >= 60', 'safari >= 12', 'ios_saf >= 12', 'firefox >= 68', 'edge >= 79', 'samsung >= 8.2']

module.exports = {
  presets: [
    [
      'taro',
      {
        framework: 'react',
        ts: true,
        compiler: 'webpack5',
        ...(process.env.TARO_ENV === 'h5' ? { targets: H5_TARGETS } : {}),
      },
    ],
  ],
}
