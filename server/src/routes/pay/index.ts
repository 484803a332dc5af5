import type { FastifyInstance } from 'fastify'
import type { Services } from '../../services'
import { defineRoute } from '../../util/http'
import { empty } from '../../schemas/common'

/** SPEC §3 payability; this server has no payment channel, so it is local and not payable. */
export const PAYABLE = {
  is_local: true,
  payable: false,
  ios_payable: false,
  report_voucher: 0,
  dice_voucher: 0,
  card_voucher: 0,
  show_btn: false,
  msg: '当前版本暂不支持支付',
  channels: [] as string[],
}

export function registerPay(app: FastifyInstance, svc: Services) {
  defineRoute(app, svc, { path: '/Pay/Payable', input: empty, handler: async () => PAYABLE })
}
