import { Text } from '@tarojs/components'
import { useT } from '@/components/hooks'
import './wish-tag.css'

/** A wish's category as a small tag (wall and my wishes). */
export function WishCategoryTag({ category }: { category: string }) {
  const t = useT()
  return (
    <Text className={`wish-tag wish-tag--${category}`} data-testid="wish-category">
      {t(`wish.category.${category}`)}
    </Text>
  )
}
