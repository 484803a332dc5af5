import { useDidShow } from '@tarojs/taro'
import { useState } from 'react'
import { unreadCount } from '@/store/inbox'

/** The inbox's unread count for the mine tab: one silent request each time the tab shows to a logged-in user. */
export function useUnreadCount(loggedIn: boolean): number {
  const [count, setCount] = useState(0)
  useDidShow(() => {
    if (!loggedIn) {
      setCount(0)
      return
    }
    unreadCount({ toast: false }).then(
      (r) => setCount(r.count),
      () => setCount(0),
    )
  })
  return loggedIn ? count : 0
}
