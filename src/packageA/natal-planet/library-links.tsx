import { View } from '@tarojs/components'
import { useT } from '@/components/hooks'
import { Pressable } from '@/components/ui/pressable'
import { SIGN_IDS, signOf } from '@/astro/zodiac'
import { navigate } from '@/platform/navigation'
import { hasPlanetEntry, houseEntryId, planetEntryId, signEntryId } from '@/packageE/library-common/ids'

/** 在知识库中阅读: the library entries of a body, the sign it is in and its house. */
export function LibraryLinks({ body, lonDeg, house }: { body: string; lonDeg: number; house: number }) {
  const t = useT()
  const sign = signOf(lonDeg)
  const links = [
    ...(hasPlanetEntry(body) ? [{ id: planetEntryId(body), label: t(`chart.body.${body}`) }] : []),
    { id: signEntryId(SIGN_IDS[sign - 1]), label: t(`chart.sign.${sign - 1}`) },
    ...(house >= 1 && house <= 12 ? [{ id: houseEntryId(house), label: t('chart.house', { n: house }) }] : []),
  ]
  return (
    <View className="card" data-testid="np-library">
      <View className="card__title">{t('library.readInLibrary')}</View>
      <View className="ct-bar">
        {links.map((x) => (
          <Pressable
            key={x.id}
            className="ct-chip"
            role="link"
            data-testid={`np-library-${x.id}`}
            onPress={() => void navigate('library-entry', { id: x.id })}
          >
            {x.label}
          </Pressable>
        ))}
      </View>
    </View>
  )
}
