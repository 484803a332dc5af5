/**
 * The birth pages' server calls for share codes and invites (/Birth/GetCodeString, GetByCode, GetSendBirthToken,
 * CheckSendBirthToken, SendBirthToInviteCode). Pages reach them here, never through src/api: the request layer
 * shows the loading indicator and toasts failures, and a 101 answer logs out through the session (store/account).
 */
export { getBirthByCode, getBirthCodeString, getSendBirthToken, checkSendBirthToken, sendBirthToInviteCode } from '@/api/birth'
