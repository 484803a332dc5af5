import { Input, View } from '@tarojs/components'
import { useState } from 'react'
import { toTraditional } from '@/i18n/convert'
import { useT } from '../../hooks'
import { clampText, INPUT_MAX_LENGTH } from '../logic/input-rules'
import { Popup } from '../popup'
import type { ConfirmOptions } from '../ui'
import type { DialogProps } from './types'
import { Pressable } from '@/components/ui/pressable'

/** Title, content, optional cancel, one or several confirm buttons; editable variant returns its text. */
export function ConfirmDialog({ options: o, closing, close }: DialogProps<ConfirmOptions>) {
  const t = useT()
  const conv = (s: string) => (o.traditional ? toTraditional(s) : s)
  const [text, setText] = useState(o.value ?? '')
  const buttons = o.buttons?.length ? o.buttons : [t('ui.confirm')]
  const showCancel = o.showCancel !== false
  const cancel = () => close({ ok: false })
  const press = (index: number) => close(o.editable ? { ok: true, index, text } : { ok: true, index })
  const stacked = buttons.length + (showCancel ? 1 : 0) > 2
  return (
    <Popup position="center" closing={closing} testId="dialog-confirm" className="ui-modal">
      {o.title ? <View className="ui-modal__title">{conv(o.title)}</View> : null}
      {o.content ? <View className="ui-modal__content">{conv(o.content)}</View> : null}
      {o.editable ? (
        <View className="ui-field">
          <Input
            className="ui-field__input"
            data-testid="dialog-text"
            value={text}
            placeholder={o.placeholder ? conv(o.placeholder) : ''}
            maxlength={INPUT_MAX_LENGTH}
            focus
            onInput={(e) => setText(clampText(e.detail.value))}
          />
        </View>
      ) : null}
      <View className={`ui-modal__actions${stacked ? ' ui-modal__actions--stacked' : ''}`}>
        {showCancel ? (
          <Pressable className="ui-modal__btn ui-modal__btn--cancel" data-testid="dialog-cancel" onPress={cancel}>
            {conv(o.cancelText ?? t('ui.cancel'))}
          </Pressable>
        ) : null}
        {buttons.map((b, i) => (
          <Pressable
            key={i}
            className={`ui-modal__btn ui-modal__btn--ok${o.danger && i === 0 ? ' ui-modal__btn--danger' : ''}`}
            data-testid={`dialog-btn-${i}`}
            onPress={() => press(i)}
          >
            {conv(b)}
          </Pressable>
        ))}
      </View>
    </Popup>
  )
}
