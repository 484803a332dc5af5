import '@/packageC/locales.generated'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useLocalize, useT } from '@/components/hooks'
import { LenormandCard } from '@/components/tarot/lenormand-card'
import { RevealPanel, SavedReadingHeader, turnOne } from '@/components/tarot/reading-parts'
import { ReadingShareButton } from '@/components/tarot/reading-share'
import { RemarkBox } from '@/components/tarot/remark-box'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { Segmented } from '@/components/ui/segmented'
import { QuestionCard } from '@/packageB/chinese-divination/form-parts'
import {
  drawLenormand,
  interpretLenormand,
  LENORMAND_CARDS,
  LENORMAND_LAYOUTS,
  LENORMAND_LAYOUT_IDS,
  layoutPositions,
  questionSeed,
  type DrawnLenormandCard,
  type LenormandLayoutId,
  type LenormandReading,
} from '@/divination/lenormand'
import { navigate } from '@/platform/navigation'
import { useRouteParams } from '@/platform/route-params'
import { recordById, useDivinationHistory, type StoredCast } from '@/store/divination-history'
import { useLenormandSettings } from '@/store/card-settings'
import { LenormandCardText } from './card-text'
import './index.css'

type LenormandRecord = Extract<StoredCast, { system: 'lenormand' }>

/** The cards on their grid (the layout's rows and columns; the director after them). */
function Table(props: { layout: LenormandLayoutId; cards: DrawnLenormandCard[]; turned: readonly boolean[]; back: number; onTurn(i: number): void }) {
  const t = useT()
  const l = useLocalize()
  const columns = props.layout === 'grand-tableau' ? Math.max(...props.cards.map((c) => (c.col ?? 0) + 1)) : LENORMAND_LAYOUTS[props.layout].columns
  // Five across or the Grand Tableau: the smallest cards; the 3×3 square: small; three: medium.
  const size = columns >= 5 ? 'xs' : props.cards.length > 3 ? 'sm' : 'md'
  const zhOf = (id: string) => layoutPositions(props.layout, '4x9').find((p) => p.id === id)?.zh ?? t('tarot.director')
  return (
    <View className={`lr-table lr-table--${props.layout}`} data-testid="lr-table" style={{ gridTemplateColumns: `repeat(${columns}, auto)` }}>
      {props.cards.map((c, i) => (
        <View
          key={`${c.position}-${i}`}
          className="lr-slot"
          style={c.row !== undefined && c.col !== undefined ? { gridRow: c.row + 1, gridColumn: c.col + 1 } : undefined}
        >
          <LenormandCard
            n={c.n}
            reversed={c.reversed}
            faceUp={props.turned[i]}
            back={props.back}
            size={size}
            label={t('tarot.faceDown', { position: l(zhOf(c.position)) })}
            onTurn={() => props.onTurn(i)}
            testId={`lr-card-${i}`}
          />
          {props.layout !== 'grand-tableau' && <Text className="lr-slot__pos">{l(zhOf(c.position))}</Text>}
        </View>
      ))}
    </View>
  )
}

function tableCards(reading: Pick<LenormandReading, 'cards' | 'director'>): DrawnLenormandCard[] {
  return reading.director ? [...reading.cards, { ...reading.director, row: undefined, col: undefined }] : reading.cards
}

function SavedReading({ record, showRemark }: { record: LenormandRecord; showRemark: boolean }) {
  const t = useT()
  const l = useLocalize()
  const back = useLenormandSettings((s) => s.settings.cardType)
  const layout = record.result.layout as LenormandLayoutId
  const cards = record.result.cards as DrawnLenormandCard[]
  const it = interpretLenormand({ layout, cards })
  const all = tableCards({ cards, director: record.result.director as DrawnLenormandCard | null })
  const name = (n: number) => l(LENORMAND_CARDS[n - 1].zh)
  const pairLine = (p: (typeof it.pairs)[number]) => `「${name(p.first)} + ${name(p.second)}」：${l(p.text)}`
  const positionOf = (position: string) => it.cards.find((c) => c.position === position)?.positionZh ?? t('tarot.director')
  const share = {
    title: `${t('lenormandRoute.result')} · ${l(LENORMAND_LAYOUTS[layout].zh)}`,
    question: record.question ? l(record.question) : t('shareCard.noQuestion'),
    date: record.createdAt.slice(0, 16).replace('T', ' '),
    cards: all.map((c) => ({ position: l(positionOf(c.position)), name: name(c.n), note: '' })),
    // The Grand Tableau's 36 cards speak through the picture; smaller layouts add each card's keywords.
    lines: [
      ...it.pairs.map(pairLine),
      ...(layout === 'grand-tableau' ? [] : it.cards.map((c) => `${l(c.positionZh)} · ${name(c.n)}：${c.keywords.map(l).join('、')}`)),
    ],
    footer: t('shareCard.footer'),
  }
  return (
    <View data-testid="lr-result" data-record={record.id}>
      <SavedReadingHeader question={record.question} detail={l(LENORMAND_LAYOUTS[layout].zh)} testId="lr-question" />
      <View className="lr-scroll">
        <Table layout={layout} cards={all} turned={all.map(() => true)} back={back} onTurn={() => undefined} />
      </View>
      {it.pairs.length > 0 && (
        <View className="card" data-testid="lr-pairs">
          <Text className="card__title">{t('lenormand.pairs')}</Text>
          {it.pairs.map((p, i) => (
            <Text key={i} className="tr-summary__line">
              {pairLine(p)}
            </Text>
          ))}
        </View>
      )}
      <View className="card">
        {it.cards.map((c, i) => (
          <LenormandCardText
            key={i}
            c={c}
            testId={`lr-text-${i}`}
            clarifiers={record.result.plus.filter((p) => p.position === c.position).flatMap((p) => p.cards as DrawnLenormandCard[])}
            onPlus={layout === 'grand-tableau' ? undefined : () => void navigate('lenormand-plus', { record: record.id, position: c.position })}
          />
        ))}
      </View>
      {showRemark && <RemarkBox recordId={record.id} remark={record.result.remark} />}
      <ReadingShareButton reading={share} fileTitle={t('lenormandRoute.result')} canvasId="lr-share-canvas" testId="lr-share" />
    </View>
  )
}

/** Lenormand: a question, a layout (3, 5, 9 or the Grand Tableau), the cards turned, pairs and houses read. */
export default function LenormandResultPage() {
  const t = useT()
  const l = useLocalize()
  const params = useRouteParams()
  const settings = useLenormandSettings((s) => s.settings)
  const records = useDivinationHistory((s) => s.records)
  const [question, setQuestion] = useState('')
  const [layout, setLayout] = useState<LenormandLayoutId>('three')
  const [reveal, setReveal] = useState<{ reading: LenormandReading; turned: boolean[] } | null>(null)
  const [saved, setSaved] = useState<LenormandRecord | null>(null)

  const save = (reading: LenormandReading) => {
    const record = useDivinationHistory.getState().castSaved({
      system: 'lenormand',
      question: settings.passQuestion ? '' : question,
      inputs: { seed: reading.seed, layout: reading.layout, settings: { ...settings } },
      result: { layout: reading.layout, cards: reading.cards, director: reading.director, plus: reading.plus, remark: '' },
    })
    setReveal(null)
    if (record.system === 'lenormand') setSaved(record)
  }
  const begin = () => {
    const reading = drawLenormand({ seed: questionSeed(settings.passQuestion ? '' : question, Date.now()), layout, settings })
    if (settings.showPlayMode) setReveal({ reading, turned: tableCards(reading).map(() => false) })
    else save(reading)
  }
  const turn = (i: number) => {
    if (!reveal) return
    const turned = turnOne(reveal.turned, i)
    if (turned.every(Boolean)) save(reveal.reading)
    else setReveal({ ...reveal, turned })
  }

  const reopened = params.record ? recordById(records, params.record) : undefined
  let body
  if (params.record) {
    body =
      reopened?.system === 'lenormand' ? (
        <SavedReading record={reopened} showRemark={settings.showRemarkInput} />
      ) : (
        <View className="card muted" data-testid="lr-not-found">
          {t('div.notFound')}
        </View>
      )
  } else if (saved) {
    // The store's copy: clarifiers and remarks added after saving show when the page comes back.
    const current = recordById(records, saved.id)
    body = (
      <View>
        <SavedReading record={current?.system === 'lenormand' ? current : saved} showRemark={settings.showRemarkInput} />
        <Pressable className="btn tr-again" data-testid="lr-again" onPress={() => setSaved(null)}>
          {t('tarot.again')}
        </Pressable>
      </View>
    )
  } else if (reveal) {
    body = (
      <RevealPanel turned={reveal.turned} onTurnAll={() => save(reveal.reading)} testPrefix="lr">
        <View className="lr-scroll">
          <Table layout={reveal.reading.layout} cards={tableCards(reveal.reading)} turned={reveal.turned} back={settings.cardType} onTurn={turn} />
        </View>
      </RevealPanel>
    )
  } else {
    body = (
      <View data-testid="lr-form">
        <View className="card">
          <Text className="muted">{t('lenormand.intro')}</Text>
        </View>
        {!settings.passQuestion && <QuestionCard prefix="lr" value={question} onChange={setQuestion} />}
        <View className="card">
          <Text className="card__title">{t('lenormand.layout')}</Text>
          <Segmented<LenormandLayoutId>
            testId="lr-layout"
            label={t('lenormand.layout')}
            value={layout}
            options={LENORMAND_LAYOUT_IDS.map((id) => ({ value: id, label: l(LENORMAND_LAYOUTS[id].zh) }))}
            onChange={setLayout}
          />
          <Pressable className="btn tr-begin" data-testid="lr-begin" onPress={begin}>
            {t('lenormand.begin')}
          </Pressable>
        </View>
        <View className="list">
          <Pressable className="list__item" data-testid="lr-settings" onPress={() => void navigate('lenormand-settings')}>
            {t('tarot.settings')} ›
          </Pressable>
          <Pressable className="list__item" data-testid="lr-history" onPress={() => void navigate('divination-history')}>
            {t('tarot.history')} ›
          </Pressable>
        </View>
      </View>
    )
  }
  return <PageShell routeId="lenormand-result">{body}</PageShell>
}
