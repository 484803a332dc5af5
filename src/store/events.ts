/**
 * The book-club and activity pages' server calls (/BookClub/…, /Activity/…, docs/content.md). Pages reach them
 * here, never through src/api.
 */
export { eventAdminInfo, eventAdminList, eventInfo, eventJoin, eventList, eventListMy, eventQuit, eventSave, eventSetStatus } from '@/api/events'
export type { EventAdminWire, EventInfoWire, EventSaveBody, EventSignupWire, EventWire } from '@/api/events'
