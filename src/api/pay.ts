/** /Pay/* calls (SPEC §7). Only payability is served; the payment calls are not offered by our server. */
import { post } from './request'
import type { Payability } from './types'

export const payable = (options: { toast?: boolean } = {}) => post<Payability>('/Pay/Payable', {}, { toast: options.toast ?? false })
