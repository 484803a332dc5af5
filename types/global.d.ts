/// <reference types="@tarojs/taro" />
declare module '*.png'
declare module '*.svg'
declare module '*.css'
declare namespace NodeJS {
  interface ProcessEnv {
    TARO_ENV: 'weapp' | 'h5' | 'swan' | 'alipay' | 'tt' | 'qq' | 'jd' | 'harmony' | 'rn' | undefined
    NODE_ENV: 'development' | 'production' | 'test'
  }
}
