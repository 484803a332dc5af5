import '@/packageC/locales.generated'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useLocalize, useT } from '@/components/hooks'
import { TarotCard } from '@/components/tarot/tarot-card'
import { PageShell } from '@/components/ui/page-shell'
import { drawDailyCard, TAROT_CARDS, TAROT_MEANINGS } from '@/divination/tarot'
import { useSession } from '@/store/session'
import { clientId } from '@/store/client-id'
import { useTarotSettings } from '@/store/card-settings'
import './index.css'

/** Local calendar date YYYY-MM-DD of an instant. */
function localDate(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

/** The daily card: seeded by the account (or this device) and the local date, so it stays the same all day. */
export default function TarotDailyPage() {
  const t = useT()
  const l = useLocalize()
  const settings = useTarotSettings((s) => s.settings)
  const uid = useSession((s) => (s.loginInfo?.token ? s.loginInfo.user.uid : null))
  const [date] = useState(() => localDate(new Date()))
  const seedId = uid !== null ? `u${uid}` : `c${clientId()}`
  const reading = drawDailyCard(seedId, date, settings)
  const card = reading.cards[0]
  const meaning = TAROT_MEANINGS[card.id]
  const [turned, setTurned] = useState(!settings.showPlayMode)
  return (
    <PageShell routeId="tarot-daily">
      <View className="card">
        <View className="card__title">{t('tarot.dailyFor', { date })}</View>
        <View className="muted">{t('tarot.dailyIntro')}</View>
        {uid === null && <View className="muted td-guest">{t('tarot.dailyGuest')}</View>}
      </View>
      <View className="td-card">
        <TarotCard
          id={card.id}
          reversed={card.reversed}
          faceUp={turned}
          back={settings.cardType}
          size="lg"
          label={t('tarot.dailyTurn')}
          onTurn={() => setTurned(true)}
          testId="td-card"
        />
        {!turned && <Text className="muted">{t('tarot.dailyTurn')}</Text>}
      </View>
      {turned && (
        <View className="card" data-testid="td-meaning">
          <Text className="td-name">
            {l(TAROT_CARDS[card.id].zh)} · {card.reversed ? t('tarot.reversed') : t('tarot.upright')}
          </Text>
          <View className="tr-keywords">
            {(card.reversed ? meaning.keywordsRev : meaning.keywordsUp).map((k) => (
              <Text key={k} className="tr-keyword">
                {l(k)}
              </Text>
            ))}
          </View>
          <Text className="td-body">{l(card.reversed ? meaning.rev : meaning.up)}</Text>
          <Text className="td-sec">{t('tarot.dailyLove')}</Text>
          <Text className="td-body">{l(meaning.love)}</Text>
          <Text className="td-sec">{t('tarot.dailyWork')}</Text>
          <Text className="td-body">{l(meaning.work)}</Text>
          <Text className="td-sec">{t('tarot.dailyAdvice')}</Text>
          <Text className="td-body" data-testid="td-advice">
            {l(meaning.advice)}
          </Text>
        </View>
      )}
    </PageShell>
  )
}
