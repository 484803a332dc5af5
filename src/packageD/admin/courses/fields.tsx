import { Input, Text, Textarea, View } from '@tarojs/components'
import { useT } from '@/components/hooks'
import { fieldLabelAttributes } from '@/platform/a11y'
import type { FormError } from '@/store/course-model'

/** One labelled admin input (single line or Markdown area) with its error under it. */
export function Field(props: {
  label: string
  value: string
  onInput(v: string): void
  testId: string
  error?: FormError
  multiline?: boolean
  maxlength?: number
  disabled?: boolean
}) {
  const t = useT()
  const cls = `admin-input${props.error ? ' admin-input--error' : ''}`
  return (
    <View className="admin-form-row">
      <Text className="admin-form-row__label">{props.label}</Text>
      {props.multiline ? (
        <Textarea
          {...fieldLabelAttributes(props.label)}
          className={cls}
          data-testid={props.testId}
          value={props.value}
          maxlength={props.maxlength ?? -1}
          autoHeight
          disabled={props.disabled}
          onInput={(e) => props.onInput(e.detail.value)}
        />
      ) : (
        <Input
          {...fieldLabelAttributes(props.label)}
          className={cls}
          data-testid={props.testId}
          value={props.value}
          maxlength={props.maxlength ?? 140}
          disabled={props.disabled}
          onInput={(e) => props.onInput(e.detail.value)}
        />
      )}
      {props.error && <Text className="admin-error">{t(`courseAdmin.error.${props.error}`)}</Text>}
    </View>
  )
}
