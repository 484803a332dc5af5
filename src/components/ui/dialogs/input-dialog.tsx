import { Input, Textarea, View } from '@tarojs/components'
import { useState } from 'react'
import { useT } from '../../hooks'
import { showToast } from '../dialog-store'
import { checkInput, clampText, INPUT_MAX_LENGTH, textLength } from '../logic/input-rules'
import { Popup } from '../popup'
import type { InputOptions } from '../ui'
import type { DialogProps } from './types'
import { Pressable } from '@/components/ui/pressable'

/** One-line or textarea input; text shorter than minLength toasts 字数不足 and stays open (SPEC §5). */
export function InputDialog({ options: o, closing, close }: DialogProps<InputOptions>) {
  const t = useT()
  const maxLength = o.maxLength ?? INPUT_MAX_LENGTH
  const [text, setText] = useState(clampText(o.value ?? '', maxLength))
  const onInput = (v: string) => setText(clampText(v, maxLength))
  const submit = () => {
    const r = checkInput(text, { maxLength, minLength: o.minLength })
    if (!r.ok) {
      void showToast({ message: t('ui.tooShort') })
      return
    }
    close({ ok: true, text: r.text })
  }
  const placeholder = o.placeholder ?? t('ui.inputPlaceholder')
  return (
    <Popup position="center" closing={closing} testId="dialog-input" className="ui-modal">
      <View className="ui-modal__title">{o.title ?? t('ui.inputTitle')}</View>
      <View className={`ui-field${o.multiline ? ' ui-field--area' : ''}`}>
        {o.multiline ? (
          <Textarea
            className="ui-field__area"
            data-testid="dialog-text"
            value={text}
            placeholder={placeholder}
            maxlength={maxLength}
            focus
            onInput={(e) => onInput(e.detail.value)}
          />
        ) : (
          <Input
            className="ui-field__input"
            data-testid="dialog-text"
            value={text}
            placeholder={placeholder}
            maxlength={maxLength}
            focus
            onInput={(e) => onInput(e.detail.value)}
            onConfirm={submit}
          />
        )}
        <View className="ui-field__count" data-testid="dialog-count">
          {t('ui.count', { n: textLength(text), max: maxLength })}
        </View>
      </View>
      <View className="ui-modal__actions">
        <Pressable className="ui-modal__btn" data-testid="dialog-cancel" onPress={() => close({ ok: false })}>
          {t('ui.cancel')}
        </Pressable>
        <Pressable className="ui-modal__btn ui-modal__btn--ok" data-testid="dialog-btn-0" onPress={submit}>
          {o.confirmText ?? t('ui.confirm')}
        </Pressable>
      </View>
    </Popup>
  )
}
