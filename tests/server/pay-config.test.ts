import { describe, expect, it } from 'vitest'
import { paymentOptionsFromEnv as fromEnv } from '../../server/src/payments/config'

const paymentOptionsFromEnv = (env: Record<string, string>) => fromEnv(env as unknown as NodeJS.ProcessEnv)

describe('payment providers from the environment', () => {
  it('development defaults to the sandbox; a production server takes no payments until providers are named', () => {
    expect(paymentOptionsFromEnv({}).providers).toEqual(['sandbox'])
    expect(paymentOptionsFromEnv({ NODE_ENV: 'production' }).providers).toEqual([])
    expect(paymentOptionsFromEnv({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' }).providers).toEqual(['sandbox'])
    expect(paymentOptionsFromEnv({ PAYMENT_PROVIDER: 'none' }).providers).toEqual([])
  })
  it('an unknown provider name stops the start', () => {
    expect(() => paymentOptionsFromEnv({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/unknown provider/)
  })
})
