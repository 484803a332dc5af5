import '@/packageC/locales.generated'
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { useLocalize, useT } from '@/components/hooks'
import { RevealPanel, SavedReadingHeader, turnOne } from '@/components/tarot/reading-parts'
import { TarotCard } from '@/components/tarot/tarot-card'
import { ReadingShareButton } from '@/components/tarot/reading-share'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { Segmented } from '@/components/ui/segmented'
import { QuestionCard } from '@/packageB/chinese-divination/form-parts'
import { drawTarot, interpretTarot, questionSeed, TAROT_CARDS, TAROT_SPREADS, type TarotReading, type TarotSpreadId } from '@/divination/tarot'
import { navigate } from '@/platform/navigation'
import { useRouteParams } from '@/platform/route-params'
import { recordById, useDivinationHistory, type StoredCast } from '@/store/divination-history'
import { useTarotSettings } from '@/store/card-settings'
import { ReadingView, SpreadTable } from './reading-view'
import './index.css'

/** Spreads offered on the page (the full deck stays a CLI and engine option). */
const PAGE_SPREADS: readonly TarotSpreadId[] = ['single', 'three', 'relationship', 'horseshoe', 'celtic-cross', 'year-ahead']
/** Where a pile starts when the 78 cards are cut into three. */
const PILE_CUTS = [0, 26, 52] as const
const SHUFFLE_MS = 900

type Stage =
  | { kind: 'ask' }
  | { kind: 'shuffle' }
  | { kind: 'cut' }
  | { kind: 'reveal'; reading: TarotReading; cutIndex: number; turned: boolean[] }
  | { kind: 'done'; record: StoredCast }

type TarotRecord = Extract<StoredCast, { system: 'tarot' }>

function tableCards(reading: Pick<TarotReading, 'spread' | 'cards' | 'director'>) {
  const positions = TAROT_SPREADS[reading.spread].positions as readonly { id: string; zh: string }[]
  const cards = reading.cards.map((c) => ({ ...c, positionZh: positions.find((p) => p.id === c.position)?.zh ?? c.position }))
  return reading.director ? [...cards, { ...reading.director, positionZh: '指引牌' }] : cards
}

function SavedReading({ record, showRemark }: { record: TarotRecord; showRemark: boolean }) {
  const t = useT()
  const l = useLocalize()
  const back = useTarotSettings((s) => s.settings.cardType)
  const reading = {
    spread: record.result.spread as TarotSpreadId,
    cards: record.result.cards,
    director: record.result.director,
    plus: record.result.plus,
  }
  const cards = tableCards(reading)
  const savedAt = record.createdAt.slice(0, 16).replace('T', ' ')
  const it = interpretTarot(reading)
  const share = {
    title: `${t('tarotRoute.result')} · ${l(TAROT_SPREADS[reading.spread].zh)}`,
    question: record.question ? l(record.question) : t('shareCard.noQuestion'),
    date: savedAt,
    cards: cards.map((c) => ({
      position: l(c.positionZh),
      name: l(TAROT_CARDS[c.id].zh),
      note: c.reversed ? t('tarot.reversed') : t('tarot.upright'),
    })),
    lines: [...it.cards, ...(it.director ? [it.director] : [])]
      .map((c) => `${l(c.positionZh)} · ${l(c.nameZh)}：${c.keywords.map(l).join('、')}`)
      .concat(it.summary.map(l)),
    footer: t('shareCard.footer'),
  }
  return (
    <View data-testid="tr-result" data-record={record.id}>
      <SavedReadingHeader
        question={record.question}
        detail={`${l(TAROT_SPREADS[reading.spread].zh)} · ${t('tarot.savedAt', { time: savedAt })}`}
        testId="tr-question"
      />
      <SpreadTable cards={cards} turned={cards.map(() => true)} back={back} onTurn={() => undefined} />
      <ReadingView recordId={record.id} reading={reading} remark={record.result.remark} showRemark={showRemark} />
      <ReadingShareButton reading={share} fileTitle={t('tarotRoute.result')} canvasId="tr-share-canvas" testId="tr-share" />
    </View>
  )
}

export default function TarotResultPage() {
  const t = useT()
  const l = useLocalize()
  const params = useRouteParams()
  const settings = useTarotSettings((s) => s.settings)
  const records = useDivinationHistory((s) => s.records)
  const [question, setQuestion] = useState('')
  const [spread, setSpread] = useState<TarotSpreadId>('three')
  const [stage, setStage] = useState<Stage>({ kind: 'ask' })
  const [seed, setSeed] = useState('')

  useEffect(() => {
    if (stage.kind !== 'shuffle') return
    const timer = setTimeout(() => setStage({ kind: 'cut' }), SHUFFLE_MS)
    return () => clearTimeout(timer)
  }, [stage.kind])

  const save = (reading: TarotReading, cutIndex: number) => {
    const record = useDivinationHistory.getState().castSaved({
      system: 'tarot',
      question: settings.passQuestion ? '' : question,
      inputs: { seed: reading.seed, spread: reading.spread, cutIndex, settings: { ...settings } },
      result: { spread: reading.spread, cards: reading.cards, director: reading.director, plus: reading.plus, remark: '' },
    })
    setStage({ kind: 'done', record })
  }
  const deal = (cutIndex: number, withSeed = seed) => {
    const reading = drawTarot({ seed: withSeed, spread, settings, cutIndex })
    if (settings.showPlayMode) setStage({ kind: 'reveal', reading, cutIndex, turned: tableCards(reading).map(() => false) })
    else save(reading, cutIndex)
  }
  const begin = () => {
    const next = questionSeed(settings.passQuestion ? '' : question, Date.now())
    setSeed(next)
    if (settings.showPlayMode) setStage({ kind: 'shuffle' })
    else deal(0, next)
  }
  const turn = (i: number) => {
    if (stage.kind !== 'reveal') return
    const turned = turnOne(stage.turned, i)
    if (turned.every(Boolean)) save(stage.reading, stage.cutIndex)
    else setStage({ ...stage, turned })
  }

  const reopened = params.record ? recordById(records, params.record) : undefined
  let body
  if (params.record) {
    body =
      reopened?.system === 'tarot' ? (
        <SavedReading record={reopened} showRemark={settings.showRemarkInput} />
      ) : (
        <View className="card muted" data-testid="tr-not-found">
          {t('tarot.notFound')}
        </View>
      )
  } else if (stage.kind === 'done' && stage.record.system === 'tarot') {
    // The store's copy: clarifiers and remarks added after saving show when the page comes back.
    const current = recordById(records, stage.record.id)
    body = (
      <View>
        <SavedReading record={current?.system === 'tarot' ? current : stage.record} showRemark={settings.showRemarkInput} />
        <Pressable className="btn tr-again" data-testid="tr-again" onPress={() => setStage({ kind: 'ask' })}>
          {t('tarot.again')}
        </Pressable>
      </View>
    )
  } else if (stage.kind === 'shuffle' || stage.kind === 'cut') {
    body = (
      <View className="card tr-ritual" data-testid={`tr-${stage.kind}`}>
        <Text className="card__title">{stage.kind === 'shuffle' ? t('tarot.shuffling') : t('tarot.cutTitle')}</Text>
        {stage.kind === 'cut' && <Text className="muted">{t('tarot.cutHint')}</Text>}
        <View className={`tr-piles${stage.kind === 'shuffle' ? ' tr-piles--shuffling' : ''}`}>
          {PILE_CUTS.map((cut, k) =>
            stage.kind === 'cut' ? (
              <Pressable key={cut} className="tr-pile" data-testid={`tr-pile-${k}`} label={t('tarot.pile', { n: k + 1 })} onPress={() => deal(cut)}>
                <TarotCard id={0} reversed={false} faceUp={false} back={settings.cardType} size="sm" label="" />
                <Text className="tr-pile__label">{t('tarot.pile', { n: k + 1 })}</Text>
              </Pressable>
            ) : (
              <View key={cut} className="tr-pile tr-pile--moving">
                <TarotCard id={0} reversed={false} faceUp={false} back={settings.cardType} size="sm" label="" />
              </View>
            ),
          )}
        </View>
      </View>
    )
  } else if (stage.kind === 'reveal') {
    body = (
      <RevealPanel turned={stage.turned} onTurnAll={() => save(stage.reading, stage.cutIndex)} testPrefix="tr">
        <SpreadTable cards={tableCards(stage.reading)} turned={stage.turned} back={settings.cardType} onTurn={turn} />
      </RevealPanel>
    )
  } else {
    body = (
      <View data-testid="tr-form">
        <View className="card">
          <Text className="muted">{t('tarot.intro')}</Text>
        </View>
        {!settings.passQuestion && <QuestionCard prefix="tr" value={question} onChange={setQuestion} />}
        <View className="card">
          <Text className="card__title">{t('tarot.spread')}</Text>
          <Segmented<TarotSpreadId>
            testId="tr-spread"
            label={t('tarot.spread')}
            value={spread}
            options={PAGE_SPREADS.map((id) => ({ value: id, label: `${l(TAROT_SPREADS[id].zh)} ${TAROT_SPREADS[id].positions.length}` }))}
            onChange={setSpread}
          />
          <Pressable className="btn tr-begin" data-testid="tr-begin" onPress={begin}>
            {t('tarot.begin')}
          </Pressable>
        </View>
        <View className="list">
          <Pressable className="list__item" data-testid="tr-daily" onPress={() => void navigate('tarot-daily')}>
            {t('tarot.daily')} ›
          </Pressable>
          <Pressable className="list__item" data-testid="tr-settings" onPress={() => void navigate('tarot-settings')}>
            {t('tarot.settings')} ›
          </Pressable>
          <Pressable className="list__item" data-testid="tr-history" onPress={() => void navigate('divination-history')}>
            {t('tarot.history')} ›
          </Pressable>
        </View>
      </View>
    )
  }
  return <PageShell routeId="tarot-result">{body}</PageShell>
}
