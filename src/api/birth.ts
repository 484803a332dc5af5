/** /Birth/* calls (SPEC §7). The local ↔ server shape conversion lives in src/births/model.ts. */
import { post, type RequestOptions } from './request'
import type { ServerBirth, ServerGroup } from './types'

export interface BirthSyncBody {
  list: ServerBirth[]
  group_list: ServerGroup[]
}

export const syncBirths = (body: BirthSyncBody, options: RequestOptions = {}) => post<BirthSyncBody>('/Birth/Sync', body, options)
export const uploadBirths = (body: BirthSyncBody, options: RequestOptions = {}) => post<BirthSyncBody>('/Birth/Upload', body, options)
export const getBirthCodeString = (id: number | string) =>
  post<{ code: string; code_string: string; expired_at: number }>('/Birth/GetCodeString', { id }, { loading: true })
export const getBirthByCode = (code: string) =>
  post<{ birth_info: Omit<ServerBirth, 'update_time'> }>('/Birth/GetByCode', { code }, { loading: true })
export const getSendBirthToken = () => post<{ token: string; expired_at: number }>('/Birth/GetSendBirthToken', {}, { loading: true })
export const checkSendBirthToken = (token: string) =>
  post<{ valid: boolean; nickname: string; avatar: string; expired_at: number }>('/Birth/CheckSendBirthToken', { token })
export const sendBirthToInviteCode = (token: string, birth: Omit<ServerBirth, 'id' | 'update_time'>) =>
  post<{ id: number | string }>('/Birth/SendBirthToInviteCode', { token, birth }, { loading: true })
