/**
 * @tarojs/components on H5 (config/index.ts aliases the package here for the H5 build only): Taro's components,
 * except View and Text, which are plain <div> and <span> (h5-view.tsx). The mini-program keeps Taro's.
 */
export * from '@tarojs/components/lib/react'
export { Text, View } from './h5-view'
