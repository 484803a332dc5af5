import { Input, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, useMemo, useState } from 'react'
import { useLocalize, useT } from '@/components/hooks'
import { LOCATION_PAGE_SIZE, locationChooserClosed, locationChosen } from '@/components/ui/location-bridge'
import type { Gazetteer, Place } from '@/geo'
import { goBack } from '@/platform/navigation'
import { Pressable } from '@/components/ui/pressable'
import './location-chooser.css'

export interface LocationChooserProps {
  /** Request id from the query (see @/components/ui/location-bridge). */
  request: number
  initialQuery?: string
  gazetteer: Gazetteer | null
  failed: boolean
}

/**
 * ui.chooseLocation()'s chooser (city-search in 'choose' mode): search box over the offline gazetteer, a paged
 * list (20 per page), confirm disabled until a place is chosen. Leaving the page any other way rejects with cancel.
 */
export function LocationChooser({ request, initialQuery, gazetteer, failed }: LocationChooserProps) {
  const t = useT()
  const localize = useLocalize()
  const [query, setQuery] = useState(initialQuery ?? '')
  const [page, setPage] = useState(1)
  const [chosen, setChosen] = useState<Place | null>(null)

  // The page unmounts when it goes back (confirm, cancel, title-bar back, swipe): an unanswered request is cancelled.
  useEffect(() => () => locationChooserClosed(request), [request])

  const q = query.trim()
  const result = useMemo(() => (gazetteer && q ? gazetteer.search(q, { page, pageSize: LOCATION_PAGE_SIZE }) : null), [gazetteer, q, page])
  const pages = result ? Math.max(1, Math.ceil(result.total / LOCATION_PAGE_SIZE)) : 1
  const status = failed
    ? t('ui.locationLoadFailed')
    : !gazetteer
      ? t('ui.locationLoading')
      : !q
        ? t('ui.locationHint')
        : result && result.total === 0
          ? t('ui.locationEmpty')
          : ''

  const turn = (to: number) => {
    setPage(to)
    Taro.pageScrollTo({ scrollTop: 0, duration: 0 })?.catch((e) => console.warn('pageScrollTo failed', e))
  }
  const confirm = () => {
    if (!chosen) return
    locationChosen(request, chosen)
    void goBack({ force: true })
  }

  return (
    <View className="lc" data-testid="location-chooser">
      <View className="bp-search">
        <Input
          data-testid="location-query"
          focus
          value={query}
          placeholder={t('ui.locationSearch')}
          onInput={(e) => {
            setQuery(e.detail.value)
            setPage(1)
          }}
        />
      </View>
      {status ? (
        <View className="bp-empty" data-testid="location-status">
          {status}
        </View>
      ) : null}
      {result && result.items.length > 0 ? (
        <View className="list" data-testid="location-list">
          {result.items.map((p, i) => (
            <Pressable
              key={p.id}
              className={`lc__item${chosen?.id === p.id ? ' is-on' : ''}`}
              data-testid={`location-item-${i}`}
              onPress={() => setChosen(p)}
            >
              <View className="lc__name">{localize(p.name)}</View>
              <View className="lc__region">{localize(p.region)}</View>
            </Pressable>
          ))}
        </View>
      ) : null}
      {result && result.total > 0 ? (
        <View className="lc__pager">
          <Pressable
            className={`lc__page-btn${page <= 1 ? ' is-disabled' : ''}`}
            data-testid="location-prev"
            onPress={page > 1 ? () => turn(page - 1) : undefined}
          >
            {t('ui.prevPage')}
          </Pressable>
          <View className="lc__page-info" data-testid="location-page">
            {t('ui.locationTotal', { total: result.total, page, pages })}
          </View>
          <Pressable
            className={`lc__page-btn${page >= pages ? ' is-disabled' : ''}`}
            data-testid="location-next"
            onPress={page < pages ? () => turn(page + 1) : undefined}
          >
            {t('ui.nextPage')}
          </Pressable>
        </View>
      ) : null}
      <View className="lc__bar">
        <Pressable className="btn btn--ghost lc__bar-btn" data-testid="dialog-cancel" onPress={() => void goBack({ force: true })}>
          {t('ui.cancel')}
        </Pressable>
        <Pressable
          className={`btn lc__bar-btn${chosen ? '' : ' is-disabled'}`}
          data-testid="dialog-ok"
          data-disabled={chosen ? '0' : '1'}
          onPress={chosen ? confirm : undefined}
        >
          {t('ui.confirm')}
          {chosen ? ` · ${localize(chosen.name)}` : ''}
        </Pressable>
      </View>
    </View>
  )
}
