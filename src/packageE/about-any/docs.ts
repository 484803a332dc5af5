/**
 * Our explanatory texts (privacy policy, user agreement, about, star coins): the sections of each, in order.
 * The words live in i18n (content.json, namespace doc): doc.<key>.title / intro / <section>.h / <section>.p,
 * a paragraph per line of p.
 */
export const ABOUT_DOCS = {
  privacy: ['local', 'server', 'sync', 'share', 'delete', 'contact'],
  protocol: ['service', 'account', 'coins', 'purchase', 'rules', 'changes'],
  about: ['what', 'how', 'account'],
  coins: ['earn', 'spend', 'limits'],
} as const

export type AboutDocKey = keyof typeof ABOUT_DOCS

/** Date the texts last changed (shown under the title). */
export const ABOUT_DOCS_UPDATED = '2026-11-28'

/** The document a ?key= names, or null for anything else (including inherited object keys). */
export function aboutDocOf(key: string | undefined): AboutDocKey | null {
  return key !== undefined && Object.prototype.hasOwnProperty.call(ABOUT_DOCS, key) ? (key as AboutDocKey) : null
}

/** i18n keys of one document's title, intro and sections. */
export function aboutDocKeys(key: AboutDocKey) {
  return {
    title: `doc.${key}.title`,
    intro: `doc.${key}.intro`,
    sections: ABOUT_DOCS[key].map((s) => ({ id: s, heading: `doc.${key}.${s}.h`, body: `doc.${key}.${s}.p` })),
  }
}

/** A section body's paragraphs: one per non-empty line. */
export function paragraphsOf(text: string): string[] {
  return text
    .split('\n')
    .map((p) => p.trim())
    .filter(Boolean)
}
