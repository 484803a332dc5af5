// The word filter's verdict for tree-hole text (posts and replies; docs/wellness.md): a refusal throws 1120 with
// the kind named, a hold answers the category that asks a moderator to read the text first.
import { ApiError, Codes } from '../../util/errors'
import { filterText } from '../../moderation/word-filter'
import type { WordCategory } from '../../moderation/words'

/** Why the filter refused a text, per category (a held text is not refused). */
const REJECTED: Record<Exclude<WordCategory, 'selfharm'>, string> = {
  abuse: '内容含有辱骂或攻击性的词语，请修改后再发',
  porn: '内容含有色情低俗的词语，请修改后再发',
  gambling: '内容涉及赌博，请修改后再发',
  drugs: '内容涉及毒品，请修改后再发',
  ad: '内容像是广告或引流，请修改后再发',
  contact: '树洞是匿名的，请不要留下手机号、微信等联系方式',
}

/** Throws when the filter refuses the text; the hold category, or null when the text may show at once. */
export function screenText(text: string): string | null {
  const verdict = filterText(text)
  if (verdict.verdict === 'reject') throw new ApiError(Codes.TEXT_REJECTED, REJECTED[verdict.category as keyof typeof REJECTED])
  return verdict.verdict === 'hold' ? verdict.category : null
}
