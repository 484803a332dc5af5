import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useT } from '../hooks'
import { CodeButton } from './code-button'
import { Pressable } from '@/components/ui/pressable'
import { fieldLabelAttributes } from '@/platform/a11y'
import './form.css'

export interface BindFormProps {
  label: string
  placeholder: string
  current?: string
  inputType: 'text' | 'number'
  /** Checks the address and sends the code; resolves with the resend wait in seconds. */
  onSend(target: string): Promise<number>
  onSubmit(target: string, code: string): Promise<void>
  testId: string
}

/** New address + code + 绑定 (bind e-mail, bind phone). */
export function BindForm({ label, placeholder, current, inputType, onSend, onSubmit, testId }: BindFormProps) {
  const t = useT()
  const [target, setTarget] = useState('')
  const [code, setCode] = useState('')
  return (
    <View>
      {current ? <View className="form__hint">{t('account.band.current', { value: current })}</View> : null}
      <View className="form">
        <View className="form__row">
          <Text className="form__label">{label}</Text>
          <Input
            {...fieldLabelAttributes(label)}
            className="form__input"
            data-testid={`${testId}-target`}
            type={inputType}
            value={target}
            placeholder={placeholder}
            onInput={(e) => setTarget(e.detail.value)}
          />
        </View>
        <View className="form__row">
          <Text className="form__label">{t('account.login.code')}</Text>
          <Input
            {...fieldLabelAttributes(t('account.login.code'))}
            className="form__input"
            data-testid={`${testId}-code`}
            type="number"
            maxlength={8}
            value={code}
            placeholder={t('account.login.codePlaceholder')}
            onInput={(e) => setCode(e.detail.value)}
          />
          <CodeButton testId={`${testId}-send`} onSend={() => onSend(target.trim())} />
        </View>
      </View>
      <View className="form__actions">
        <Pressable
          className="btn"
          data-testid={`${testId}-submit`}
          onPress={() => void onSubmit(target.trim(), code.trim()).catch((e) => console.warn('binding not submitted', e))}
        >
          {t('account.band.submit')}
        </Pressable>
      </View>
    </View>
  )
}
