import '@/packageE/locales.generated'
import { Picker, Text, Textarea, View } from '@tarojs/components'
import { useState } from 'react'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { SwitchRow } from '@/components/ui/setting-rows'
import { ui } from '@/components/ui/ui'
import { useT } from '@/components/hooks'
import { fieldLabelAttributes, roleAttributes } from '@/platform/a11y'
import { goBack, navigate } from '@/platform/navigation'
import { WISH_CATEGORIES, WISH_MAX_CHARS, useWishes, type WishCategory } from '@/store/wishes'
import { lookBackRange } from './dates'
import './index.css'

/** 许个愿: the wish, its category, the day to look back and whether it goes (anonymously) on the wall. */
export default function WishCreatePage() {
  const t = useT()
  const [range] = useState(() => lookBackRange(new Date()))
  const [text, setText] = useState('')
  const [category, setCategory] = useState<WishCategory>('other')
  const [lookBack, setLookBack] = useState(range.initial)
  const [isPublic, setIsPublic] = useState(true)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async () => {
    const body = text.trim()
    const bad = !body ? t('wish.empty') : body.length > WISH_MAX_CHARS ? t('wish.tooLong', { max: WISH_MAX_CHARS }) : null
    setError(bad)
    if (bad || busy) return
    setBusy(true)
    try {
      await useWishes.getState().create({ text: body, category, look_back: lookBack, is_public: isPublic ? 1 : 0 })
      ui.toast(t('wish.created'))
      setText('')
      // The wall is where a wish is made from: a public wish shows there; a private one in my wishes.
      if (isPublic) await goBack()
      else await navigate('my-wishes', undefined, { replace: true })
    } catch {
      // The request layer toasted the server's message.
    } finally {
      setBusy(false)
    }
  }

  return (
    <PageShell routeId="wish-create" className="wish">
      <View className="card">
        <Textarea
          {...fieldLabelAttributes(t('wish.textLabel'))}
          className="text-box"
          data-testid="wish-text"
          value={text}
          maxlength={WISH_MAX_CHARS}
          placeholder={t('wish.textPlaceholder', { max: WISH_MAX_CHARS })}
          onInput={(e) => {
            setText(e.detail.value)
            setError(null)
          }}
        />
        <Text className="wish-count" data-testid="wish-count">
          {t('wish.count', { n: text.length, max: WISH_MAX_CHARS })}
        </Text>
        {error && (
          <Text className="wish-error" data-testid="wish-error">
            {error}
          </Text>
        )}
      </View>
      <View className="card">
        <Text className="card__title">{t('wish.categoryLabel')}</Text>
        <View className="wish-chips" data-testid="wish-categories" {...roleAttributes('radiogroup', t('wish.categoryLabel'))}>
          {WISH_CATEGORIES.map((c) => (
            <Pressable
              key={c}
              role="radio"
              checked={c === category}
              className={`wish-chip${c === category ? ' wish-chip--on' : ''}`}
              data-value={c}
              onPress={() => setCategory(c)}
            >
              {t(`wish.category.${c}`)}
            </Pressable>
          ))}
        </View>
      </View>
      <View className="list">
        <View className="list__item sr-item">
          <View className="sr-item__top">
            <Text className="sr-item__label">{t('wish.lookBackLabel')}</Text>
            <Picker mode="date" value={lookBack} start={range.start} end={range.end} onChange={(e) => setLookBack(String(e.detail.value))}>
              <Text className="wish-date" data-testid="wish-look-back">
                {lookBack} ›
              </Text>
            </Picker>
          </View>
          <View className="sr-item__hint">{t('wish.lookBackHint')}</View>
        </View>
        <SwitchRow label={t('wish.publicLabel')} hint={t('wish.publicHint')} value={isPublic} onChange={setIsPublic} testId="wish-public" />
      </View>
      <Pressable className="btn" data-testid="wish-submit" disabled={busy} onPress={() => void submit()}>
        {t('wish.submit')}
      </Pressable>
    </PageShell>
  )
}
