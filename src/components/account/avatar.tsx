import { Image, View } from '@tarojs/components'
import './avatar.css'

export interface AvatarProps {
  src: string
  name: string
  size?: 'm' | 'l'
}

/** Round avatar: the image, or the name's first character. */
export function Avatar({ src, name, size = 'l' }: AvatarProps) {
  return src ? (
    <Image className={`avatar avatar--${size}`} src={src} mode="aspectFill" data-testid="avatar" />
  ) : (
    <View className={`avatar avatar--${size} avatar--text`} data-testid="avatar">
      {name.slice(0, 1)}
    </View>
  )
}
