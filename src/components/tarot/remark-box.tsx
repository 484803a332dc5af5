import { Text, Textarea, View } from '@tarojs/components'
import { useState } from 'react'
import { useT } from '@/components/hooks'
import { Pressable } from '@/components/ui/pressable'
import { ui } from '@/components/ui/ui'
import { fieldLabelAttributes } from '@/platform/a11y'
import { useDivinationHistory } from '@/store/divination-history'
import './remark-box.css'

/** The remark under a saved card reading (settings showRemarkInput), kept with the record. */
export function RemarkBox({ recordId, remark }: { recordId: string; remark: string }) {
  const t = useT()
  const [text, setText] = useState(remark)
  return (
    <View className="card">
      <Text className="card__title">{t('tarot.remark')}</Text>
      <Textarea
        {...fieldLabelAttributes(t('tarot.remark'))}
        className="rb-remark"
        data-testid="tr-remark"
        value={text}
        maxlength={500}
        placeholder={t('tarot.remarkPlaceholder')}
        onInput={(e) => setText(e.detail.value)}
      />
      <Pressable
        className="btn btn--ghost rb-remark__save"
        data-testid="tr-remark-save"
        onPress={() => {
          useDivinationHistory.getState().remarkSaved(recordId, text)
          ui.toast(t('tarot.remarkSaved'))
        }}
      >
        {t('tarot.remarkSave')}
      </Pressable>
    </View>
  )
}
