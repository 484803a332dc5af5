import { Input, ScrollView, View } from '@tarojs/components'
import { useEffect, useMemo, useState } from 'react'
import type { Place } from '@/geo'
import { useLocalize, useT } from '../../hooks'
import { cancelError } from '../logic/single-chooser'
import { loadPlaces, type PlaceSearch } from '../place-source'
import { Popup, SheetHeader } from '../popup'
import type { LocationOptions } from '../ui'
import type { DialogProps } from './types'

/** SPEC §9: the location chooser lists 20 places per page. */
export const LOCATION_PAGE_SIZE = 20

/**
 * Search box over the offline gazetteer (registered by the opening page, see ../place-source), a paged list
 * (20 per page), confirm disabled until a place is chosen. Dismissing rejects with cancel.
 */
export function LocationDialog({ options: o, closing, close }: DialogProps<LocationOptions>) {
  const t = useT()
  const localize = useLocalize()
  const [db, setDb] = useState<PlaceSearch | null>(null)
  const [failed, setFailed] = useState(false)
  const [query, setQuery] = useState(o.query ?? '')
  const [page, setPage] = useState(1)
  const [chosen, setChosen] = useState<Place | null>(null)

  useEffect(() => {
    let live = true
    loadPlaces()
      .then((g) => live && setDb(g))
      .catch((e: unknown) => {
        console.warn('gazetteer load failed', e)
        if (live) setFailed(true)
      })
    return () => {
      live = false
    }
  }, [])

  const q = query.trim()
  const result = useMemo(() => (db && q ? db.search(q, { page, pageSize: LOCATION_PAGE_SIZE }) : null), [db, q, page])
  const pages = result ? Math.max(1, Math.ceil(result.total / LOCATION_PAGE_SIZE)) : 1
  const cancel = () => close(cancelError())
  const status = failed ? t('ui.locationLoadFailed') : !db ? t('ui.locationLoading') : !q ? t('ui.locationHint') : result && result.total === 0 ? t('ui.locationEmpty') : ''

  return (
    <Popup position='bottom' closing={closing} onMask={cancel} testId='dialog-location' className='ui-location'>
      <SheetHeader title={o.title ?? t('ui.locationTitle')} cancelText={t('ui.cancel')} confirmText={t('ui.confirm')} confirmDisabled={!chosen} onCancel={cancel} onConfirm={() => chosen && close(chosen)} />
      <View className='ui-field ui-location__search'>
        <Input
          className='ui-field__input'
          data-testid='location-query'
          value={query}
          placeholder={t('ui.locationSearch')}
          onInput={(e) => {
            setQuery(e.detail.value)
            setPage(1)
          }}
        />
      </View>
      {status ? (
        <View className='ui-location__status' data-testid='location-status'>
          {status}
        </View>
      ) : null}
      <ScrollView className='ui-location__list' scrollY scrollTop={0} data-testid='location-list'>
        {result?.items.map((p, i) => (
          <View key={p.id} className={`ui-location__item${chosen?.id === p.id ? ' is-on' : ''}`} data-testid={`location-item-${i}`} onClick={() => setChosen(p)}>
            <View className='ui-location__name'>{localize(p.name)}</View>
            <View className='ui-location__region'>{localize(p.region)}</View>
          </View>
        ))}
      </ScrollView>
      {result && result.total > 0 ? (
        <View className='ui-location__pager'>
          <View className={`ui-location__page-btn${page <= 1 ? ' is-disabled' : ''}`} data-testid='location-prev' onClick={page > 1 ? () => setPage(page - 1) : undefined}>
            {t('ui.prevPage')}
          </View>
          <View className='ui-location__page-info' data-testid='location-page'>
            {t('ui.locationTotal', { total: result.total, page, pages })}
          </View>
          <View className={`ui-location__page-btn${page >= pages ? ' is-disabled' : ''}`} data-testid='location-next' onClick={page < pages ? () => setPage(page + 1) : undefined}>
            {t('ui.nextPage')}
          </View>
        </View>
      ) : null}
    </Popup>
  )
}
