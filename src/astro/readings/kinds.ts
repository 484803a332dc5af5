/** What a reading is about, as client and server name it on the wire (/Ai/Ask, /Ai/Save). No imports: the server reads it too. */
export const READING_KINDS = ['natal', 'synastry', 'tarot', 'bazi'] as const
export type ReadingKind = (typeof READING_KINDS)[number]

export const READING_TOPICS = ['general', 'love', 'career', 'wealth', 'study', 'self'] as const
export type ReadingTopic = (typeof READING_TOPICS)[number]
