import { Input, Text, Textarea, View } from '@tarojs/components'
import { useT } from '@/components/hooks'
import type { LocalBirth } from '@/births/model'
import { fieldLabelAttributes } from '@/platform/a11y'

/** Remark (a themed textarea) and keywords of the birth editor. */
export function NotesFields({ draft, set }: { draft: LocalBirth; set(p: Partial<LocalBirth>): void }) {
  const t = useT()
  return (
    <>
      <View className="list__header">{t('births.remark')}</View>
      <View className="bp-remark">
        <Textarea
          {...fieldLabelAttributes(t('births.remark'))}
          className="bp-textarea"
          data-testid="edit-remark"
          value={draft.remark}
          maxlength={5000}
          placeholder={t('births.remarkPlaceholder')}
          onInput={(e) => set({ remark: e.detail.value })}
        />
      </View>
      <View className="list__item">
        <Text className="bp-label">{t('births.keywords')}</Text>
        <Input
          {...fieldLabelAttributes(t('births.keywords'))}
          className="bp-input"
          data-testid="edit-keywords"
          value={draft.keywords}
          placeholder={t('births.keywordsPlaceholder')}
          onInput={(e) => set({ keywords: e.detail.value })}
        />
      </View>
    </>
  )
}
