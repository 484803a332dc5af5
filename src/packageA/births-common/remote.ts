/** The share-code and invite calls of the birth pages, through the store (src/store/birth-remote.ts). */
export { getBirthByCode, getBirthCodeString, getSendBirthToken, checkSendBirthToken, sendBirthToInviteCode } from '@/store/birth-remote'
