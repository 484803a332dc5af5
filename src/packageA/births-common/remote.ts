/** The share-code and invite calls of the birth pages (server: /Birth/GetCodeString, GetByCode, invites). */
export { getBirthByCode, getBirthCodeString, getSendBirthToken, checkSendBirthToken, sendBirthToInviteCode } from '@/api/birth'
