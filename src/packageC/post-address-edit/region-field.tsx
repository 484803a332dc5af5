import { Picker, View } from '@tarojs/components'
import { Pressable } from '@/components/ui/pressable'
import { ui } from '@/components/ui/ui'
import { useT } from '@/components/hooks'
import { regionIndexes } from '@/geo/regions'
import { loadRegions, NATIVE_REGION_PICKER } from '@/platform/regions'

type Region = [string, string, string]

/** Province, city, district one after another (H5): each step lists the units inside the one chosen before. */
async function pickRegion(current: Region, titles: string[]): Promise<Region | null> {
  let level = await loadRegions()
  const start = regionIndexes(level, current)
  const out: string[] = []
  for (let c = 0; c < 3 && level.length; c++) {
    // Start on the current unit while the choices so far are the current ones.
    const same = out.every((n, k) => n === current[k]) && level[start[c]]?.name === current[c]
    const r = await ui.picker({ title: titles[c], columns: [level.map((n) => n.name)], value: [same ? start[c] : 0] })
    if (!r.ok) return null
    out.push(level[r.indexes[0]].name)
    level = level[r.indexes[0]].children
  }
  return [out[0] ?? '', out[1] ?? '', out[2] ?? '']
}

/** 所在地区: the host's region picker in the mini-program, the UI kit's pickers elsewhere. */
export function RegionField({ value, onChange, error }: { value: Region; onChange(r: Region): void; error: boolean }) {
  const t = useT()
  const text = value.filter(Boolean).join(' ')
  const shown = <View className={`shop-input${error ? ' shop-input--error' : ''}${text ? '' : ' muted'}`}>{text || t('shop.addressRegionPh')}</View>
  if (NATIVE_REGION_PICKER) {
    return (
      <Picker
        mode="region"
        value={value}
        onChange={(e) => onChange((e.detail.value as string[]).slice(0, 3).concat('', '', '').slice(0, 3) as Region)}
      >
        {shown}
      </Picker>
    )
  }
  const open = async () => {
    const r = await pickRegion(value, [t('shop.pickProvince'), t('shop.pickCity'), t('shop.pickDistrict')])
    if (r) onChange(r)
  }
  return (
    <Pressable data-testid="address-region" label={`${t('shop.addressRegion')} ${text}`} onPress={() => void open()}>
      {shown}
    </Pressable>
  )
}
