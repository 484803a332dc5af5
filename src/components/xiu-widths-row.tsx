/** The 宿度 choice (今度 / 古度) shared by the 七政四余 and 二十八宿 settings pages. */
import { useT } from '@/components/hooks'
import { ChoiceRow } from '@/components/ui/setting-rows'

type XiuWidths = 'modern' | 'ancient'

export function XiuWidthsRow({ value, onChange, testId }: { value: XiuWidths; onChange(v: XiuWidths): void; testId: string }) {
  const t = useT()
  return (
    <ChoiceRow
      label={t('zhengyuSettings.xiuWidths')}
      hint={t('zhengyuSettings.xiuWidthsHint')}
      value={value}
      choices={[
        { value: 'modern', label: t('zhengyuSettings.xiuModern') },
        { value: 'ancient', label: t('zhengyuSettings.xiuAncient') },
      ]}
      onChange={onChange}
      testId={testId}
    />
  )
}
