/** Short Chinese names of the grahas (and the lagna) drawn on the Indian charts. */
export const GRAHA_SHORT: Record<string, string> = {
  Lagna: '升',
  Sun: '日',
  Moon: '月',
  Mars: '火',
  Mercury: '水',
  Jupiter: '木',
  Venus: '金',
  Saturn: '土',
  Rahu: '罗',
  Ketu: '计',
}
