import { View } from '@tarojs/components'
import { usePageScroll } from '@tarojs/taro'
import { useCallback, useReducer, useRef, type ReactNode } from 'react'
import { useT } from '../hooks'
import { PULL_DEFAULTS, PULL_IDLE, pullReducer, type PullOptions, type PullState } from './logic/pull-refresh'

export interface PullToRefreshProps {
  /** Called on release past the threshold; call `stop` when the refresh is done. */
  onRefresh(stop: () => void): void
  children: ReactNode
  options?: Partial<PullOptions>
  testId?: string
}

const LABEL = { idle: 'ui.pullToRefresh', pulling: 'ui.pullToRefresh', reached: 'ui.releaseToRefresh', refreshing: 'ui.refreshing' } as const

/**
 * In-page pull-to-refresh (SPEC §4): pulling → reached → refreshing on release; an early release aborts and
 * restores; it ends when the page calls stop.
 */
export function PullToRefresh({ onRefresh, children, options, testId = 'pull-refresh' }: PullToRefreshProps) {
  const t = useT()
  const opts = { ...PULL_DEFAULTS, ...options }
  const [state, dispatch] = useReducer((s: PullState, e: Parameters<typeof pullReducer>[1]) => pullReducer(s, e, opts), PULL_IDLE)
  const startY = useRef<number | null>(null)
  const scrollTop = useRef(0)
  const stateRef = useRef(state)
  stateRef.current = state
  usePageScroll((e) => {
    scrollTop.current = e.scrollTop
  })
  const stop = useCallback(() => dispatch({ type: 'stop' }), [])

  const y = (e: unknown) => {
    const p = (e as { touches?: ArrayLike<{ clientY?: number; pageY?: number }> }).touches?.[0]
    return p ? (p.clientY ?? p.pageY ?? 0) : 0
  }
  return (
    <View
      className={`ui-ptr ui-ptr--${state.phase}`}
      data-testid={testId}
      data-phase={state.phase}
      onTouchStart={(e) => {
        startY.current = scrollTop.current <= 0 && stateRef.current.phase !== 'refreshing' ? y(e) : null
      }}
      onTouchMove={(e) => {
        if (startY.current !== null) dispatch({ type: 'move', pullPx: y(e) - startY.current })
      }}
      onTouchEnd={() => {
        if (startY.current === null) return
        startY.current = null
        const before = stateRef.current.phase
        dispatch({ type: 'release' })
        if (before === 'reached') onRefresh(stop)
      }}
      onTouchCancel={() => {
        startY.current = null
        dispatch({ type: 'move', pullPx: 0 })
        dispatch({ type: 'release' })
      }}
    >
      <View className="ui-ptr__indicator" style={{ height: `${state.offsetPx}px` }}>
        <View className="ui-ptr__text" data-testid={`${testId}-text`}>
          {state.phase === 'idle' ? '' : t(LABEL[state.phase])}
        </View>
      </View>
      {children}
    </View>
  )
}
