import { Text, View } from '@tarojs/components'
import { Hexagram } from '@/components/hexagram/hexagram'
import { useYiLocalize } from '@/components/hexagram/localize'
import { useT } from '@/components/hooks'
import { navigate } from '@/platform/navigation'
import { hexagramByNumber, hexagramText, trigramByName } from '@/divination/yi'
import { Pressable } from '@/components/ui/pressable'
import './index.css'

const LINE_NAMES = ['初', '二', '三', '四', '五', '上']

/** One hexagram: drawing, names, trigrams, 八宫, then 卦辞, 彖, 象, the six 爻辞 with 小象 and 用九/用六. */
export function HexagramDetail({ n }: { n: number }) {
  const t = useT()
  const lz = useYiLocalize()
  const h = hexagramByNumber(n)
  const text = hexagramText(n)
  const upper = trigramByName(h.upper)
  const lower = trigramByName(h.lower)
  const go = (k: number) => void navigate('yi', { n: k }, { replace: true })
  return (
    <View data-testid="yi-detail">
      <View className="card yi-head">
        <Hexagram lines={h.bits} size="lg" showMarks={false} />
        <View className="yi-head__text">
          <Text className="yi-head__n">{t('divYi.number', { n })}</Text>
          <Text className="yi-head__name" data-testid="yi-detail-name">
            {lz(h.name)}
          </Text>
          <Text className="yi-head__full">{lz(h.fullName)}</Text>
          <Text className="muted">
            {lz(`${t('divYi.upper')} ${upper.symbol}${upper.name}${upper.nature} · ${t('divYi.lower')} ${lower.symbol}${lower.name}${lower.nature}`)}
          </Text>
          <Text className="muted">{lz(t('divYi.palace', { palace: h.palace, generation: h.palaceGeneration }))}</Text>
          <Text className="muted">{lz(t('divYi.shiYing', { shi: LINE_NAMES[h.shi - 1], ying: LINE_NAMES[h.ying - 1] }))}</Text>
        </View>
      </View>
      <View className="card">
        <Text className="yi-sec">{t('divYi.guaCi')}</Text>
        <View className="yi-classic yi-classic--big" data-testid="yi-guaci">
          {lz(text.guaCi)}
        </View>
        <Text className="yi-sec">{t('divYi.tuan')}</Text>
        <View className="yi-classic">{lz(text.tuan)}</View>
        <Text className="yi-sec">{t('divYi.xiang')}</Text>
        <View className="yi-classic">{lz(text.daXiang)}</View>
      </View>
      <View className="card">
        <Text className="card__title">{t('divYi.yao')}</Text>
        {[...text.lines]
          .reverse()
          .concat(text.yong ? [text.yong] : [])
          .map((y) => (
            <View key={y.position} className="yi-yao" data-testid={`yi-yao-${y.position}`}>
              <Text className="yi-yao__label">{lz(y.label)}</Text>
              <View className="yi-yao__body">
                <View className="yi-classic">{lz(y.text)}</View>
                <View className="yi-yao__xiang">
                  {t('divYi.xiang')}：{lz(y.xiaoXiang)}
                </View>
              </View>
            </View>
          ))}
      </View>
      <View className="yi-nav">
        {n > 1 ? (
          <Pressable className="btn btn--ghost yi-nav__btn" onPress={() => go(n - 1)} data-testid="yi-prev">
            ‹ {t('divYi.prev')} · {lz(hexagramByNumber(n - 1).name)}
          </Pressable>
        ) : (
          <View className="yi-nav__btn" />
        )}
        {n < 64 ? (
          <Pressable className="btn btn--ghost yi-nav__btn" onPress={() => go(n + 1)} data-testid="yi-next">
            {t('divYi.next')} · {lz(hexagramByNumber(n + 1).name)} ›
          </Pressable>
        ) : (
          <View className="yi-nav__btn" />
        )}
      </View>
    </View>
  )
}
