import { Image, Input, Text, Textarea, View } from '@tarojs/components'
import { useT } from '@/components/hooks'
import { fieldLabelAttributes, imageAttributes } from '@/platform/a11y'
import { mediaSrc } from '@/store/course-actions'
import { mediaUrlAllowed, type FormError } from '@/store/course-model'

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

/** A cover address with a small preview of the image once the address is one the server accepts. */
export function CoverField(props: { label: string; value: string; onInput(v: string): void; testId: string; error?: FormError }) {
  const url = props.value.trim()
  return (
    <View>
      <Field label={props.label} value={props.value} onInput={props.onInput} testId={props.testId} error={props.error} maxlength={500} />
      {url !== '' && mediaUrlAllowed(url) && (
        <Image
          className="admin-cover-preview"
          data-testid={`${props.testId}-preview`}
          src={mediaSrc(url)}
          mode="aspectFill"
          {...imageAttributes(props.label)}
        />
      )}
    </View>
  )
}
