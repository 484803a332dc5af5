import '@/packageB/locales.generated'
import { Text, View } from '@tarojs/components'
import { useRouteParams } from '@/platform/route-params'
import { useState } from 'react'
import { PageShell } from '@/components/ui/page-shell'
import { Segmented } from '@/components/ui/segmented'
import { Hexagram, Trigram } from '@/components/hexagram/hexagram'
import { useYiLocalize } from '@/components/hexagram/localize'
import { useT } from '@/components/hooks'
import { navigate } from '@/platform/navigation'
import { HEXAGRAMS, TRIGRAMS, hexagramsWithTrigram, type Hexagram as HexagramModel, type TrigramName } from '@/divination/yi'
import { HexagramDetail } from './detail'
import { Pressable } from '@/components/ui/pressable'
import './index.css'

type Mode = 'order' | 'trigram'

function HexagramCell({ h, onOpen }: { h: HexagramModel; onOpen(n: number): void }) {
  const lz = useYiLocalize()
  return (
    <Pressable className="yi-cell" data-testid={`yi-hex-${h.n}`} onPress={() => onOpen(h.n)}>
      <Hexagram lines={h.bits} size="sm" showMarks={false} />
      <Text className="yi-cell__name">{lz(h.name)}</Text>
      <Text className="yi-cell__n">{h.n}</Text>
    </Pressable>
  )
}

function Browser() {
  const t = useT()
  const lz = useYiLocalize()
  const [mode, setMode] = useState<Mode>('order')
  const [trigram, setTrigram] = useState<TrigramName>('乾')
  const open = (n: number) => void navigate('yi', { n })
  const tri = TRIGRAMS.find((x) => x.name === trigram)!
  return (
    <View>
      <View className="yi-mode">
        <Segmented<Mode>
          testId="yi-mode"
          value={mode}
          onChange={setMode}
          options={[
            { value: 'order', label: t('divYi.byOrder') },
            { value: 'trigram', label: t('divYi.byTrigram') },
          ]}
        />
      </View>
      {mode === 'order' ? (
        <View className="yi-grid card">
          {HEXAGRAMS.map((h) => (
            <HexagramCell key={h.n} h={h} onOpen={open} />
          ))}
        </View>
      ) : (
        <View>
          <View className="yi-trigrams card">
            {TRIGRAMS.map((x) => (
              <Pressable
                key={x.id}
                className={`yi-trigram${x.name === trigram ? ' yi-trigram--on' : ''}`}
                data-testid={`yi-trigram-${x.id}`}
                onPress={() => setTrigram(x.name)}
              >
                <Trigram bits={x.bits} />
                <Text className="yi-trigram__name">{lz(x.name)}</Text>
                <Text className="yi-trigram__nature">{lz(x.nature)}</Text>
              </Pressable>
            ))}
          </View>
          {(['upper', 'lower'] as const).map((where) => (
            <View key={where} className="card">
              <Text className="card__title">
                {lz(t(where === 'upper' ? 'divYi.upperIs' : 'divYi.lowerIs', { name: tri.name, nature: tri.nature }))}
              </Text>
              <View className="yi-grid">
                {hexagramsWithTrigram(trigram, where).map((h) => (
                  <HexagramCell key={h.n} h={h} onOpen={open} />
                ))}
              </View>
            </View>
          ))}
        </View>
      )}
    </View>
  )
}

export default function YiPage() {
  const params = useRouteParams()
  const n = Number(params.n)
  const valid = Number.isInteger(n) && n >= 1 && n <= 64
  return <PageShell routeId="yi">{valid ? <HexagramDetail n={n} /> : <Browser />}</PageShell>
}
