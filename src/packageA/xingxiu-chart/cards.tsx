/** Pieces of the 二十八宿 page: a 宿 badge, a link to a 宿's page and one person's natal 宿. */
import { Text, View } from '@tarojs/components'
import { useLocalize, useT } from '@/components/hooks'
import { Pressable } from '@/components/ui/pressable'
import type { XingxiuPerson, XingxiuSettings, Xiu28Info } from '@/divination/xingxiu'
import { navigate } from '@/platform/navigation'
import { degMin } from '../zhengyu/rows'

export function XiuLink({ name, label, testId }: { name: string; label: string; testId: string }) {
  return (
    <Pressable inline className="xx-link" data-testid={testId} onPress={() => void navigate('xingxiu-info', { name })}>
      {label}
    </Pressable>
  )
}

export function XiuBadge({ x, caption, testId }: { x: Xiu28Info; caption: string; testId: string }) {
  const l = useLocalize()
  return (
    <Pressable className="xx-badge" data-testid={testId} onPress={() => void navigate('xingxiu-info', { name: x.name })}>
      <Text className="xx-badge__glyph">{l(x.name)}</Text>
      <View className="xx-badge__body">
        <Text className="xx-badge__caption">{caption}</Text>
        <Text className="xx-badge__name">{l(x.fullName)}</Text>
        <Text className="muted xx-badge__quarter">{l(x.quarter)}</Text>
      </View>
    </Pressable>
  )
}

interface PersonCardProps {
  who: string
  name: string
  p: XingxiuPerson
  settings: XingxiuSettings
  /** The Moon method was chosen but the ephemeris is still loading. */
  moonPending: boolean
  testId: string
}

export function PersonCard({ who, name, p, settings, moonPending, testId }: PersonCardProps) {
  const t = useT()
  const l = useLocalize()
  const byMoon = settings.natalMethod === 'moon'
  return (
    <View className="card xx-person" data-testid={testId}>
      <View className="card__title">
        {who} · {l(name)}
      </View>
      <Text className="muted">{t('xingxiu.lunar', { lunar: l(p.natal.lunar.text) })}</Text>
      {!moonPending && (
        <View className="xx-person__row">
          <Text className="xx-person__natal" data-testid={`${testId}-natal`}>
            {t(byMoon ? 'xingxiu.natalMoon' : 'xingxiu.natal', { name: l(p.natalName) })}
          </Text>
          <XiuLink name={p.natalName} label={t('xingxiu.openInfo', { name: l(p.natalName) })} testId={`${testId}-open`} />
        </View>
      )}
      {p.moon && (
        <Text className="xx-person__moon" data-testid={`${testId}-moon`}>
          {t('xingxiu.moonLine', {
            lon: degMin(p.moon.lonDeg),
            name: l(p.moon.xiu.name),
            deg: degMin(p.moon.xiuDeg),
            widths: t(`xingxiu.widths.${settings.xiuWidths}`),
          })}
        </Text>
      )}
      {p.moon?.xiu.name === '牛' && <Text className="muted">{t('xingxiu.moonNiu')}</Text>}
      {moonPending && (
        <View className="muted" role="status">
          {t('xingxiu.moonLoading')}
        </View>
      )}
      {byMoon && <Text className="muted">{t('xingxiu.sutraToo', { name: l(p.natal.name) })}</Text>}
      <Text className="muted">{t('xingxiu.birthDay', { name: l(p.birthDayXiu.fullName) })}</Text>
    </View>
  )
}
