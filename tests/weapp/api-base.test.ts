/** The mini-program API base setting (config/weapp-api-base.ts): HTTPS only, no trailing slash, '' when unset. */
import { describe, expect, it } from 'vitest'
import { weappApiBase } from '../../config/weapp-api-base'

describe('TARO_APP_API_BASE', () => {
  it('unset or blank gives the empty string', () => {
    expect(weappApiBase(undefined)).toBe('')
    expect(weappApiBase('  ')).toBe('')
  })
  it('keeps an https base and drops trailing slashes', () => {
    expect(weappApiBase('https://api.xingpan.test/api/')).toBe('https://api.xingpan.test/api')
    expect(weappApiBase('https://api.xingpan.test:8443')).toBe('https://api.xingpan.test:8443')
  })
  it('refuses http (WeChat calls only HTTPS request domains), non-URLs, queries and fragments', () => {
    expect(() => weappApiBase('http://api.xingpan.test/api')).toThrow(/https/)
    expect(() => weappApiBase('api.xingpan.test')).toThrow(/not a URL/)
    expect(() => weappApiBase('https://api.xingpan.test/api?x=1')).toThrow(/query/)
  })
})
