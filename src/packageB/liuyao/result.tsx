import { Text, View } from '@tarojs/components'
import { useYiLocalize } from '@/components/hexagram/localize'
import { useT } from '@/components/hooks'
import { navigate } from '@/platform/navigation'
import type { LiuyaoCast, LiuyaoLine } from '@/divination/liuyao'
import { hexagramText } from '@/divination/yi'
import type { StoredCast } from '@/store/divination-history'
import { formatCreatedAt } from '../chinese-divination/cast-time'
import { Pressable } from '@/components/ui/pressable'
import './index.css'

const BRANCHES = '子丑寅卯辰巳午未申酉戌亥'

function Bar({ yang, moving }: { yang: boolean; moving?: boolean }) {
  return (
    <View className={`ly-bar ${yang ? 'ly-bar--yang' : 'ly-bar--yin'}${moving ? ' ly-bar--moving' : ''}`}>
      {yang ? <View className="ly-bar__seg" /> : [<View key="a" className="ly-bar__seg" />, <View key="b" className="ly-bar__seg" />]}
    </View>
  )
}

function Row({ line, changedBit }: { line: LiuyaoLine; changedBit: string | null }) {
  const t = useT()
  const lz = useYiLocalize()
  return (
    <View className={`ly-row${line.moving ? ' ly-row--moving' : ''}`} data-testid={`ly-line-${line.position}`}>
      <Text className="ly-c ly-c--shen">{lz(line.liuShen)}</Text>
      <View className="ly-c ly-c--fu">
        {line.fuShen && (
          <>
            <Text className="ly-fu">{lz(line.fuShen.liuQin)}</Text>
            <Text className="ly-fu">{lz(line.fuShen.najia + line.fuShen.element)}</Text>
          </>
        )}
      </View>
      <View className="ly-c ly-c--ben">
        <Text>{lz(line.liuQin + line.najia + line.element)}</Text>
        {line.kong && <Text className="ly-badge">{t('divLiuyao.kong')}</Text>}
        {line.yuePo && <Text className="ly-badge ly-badge--po">{t('divLiuyao.po')}</Text>}
      </View>
      <View className="ly-c ly-c--yao">
        <Bar yang={line.yang} moving={line.moving} />
        <Text className="ly-mark">{line.moving ? (line.yang ? '○' : '×') : ''}</Text>
      </View>
      <Text className="ly-c ly-c--shi">{line.shi ? t('divLiuyao.shi') : line.ying ? t('divLiuyao.ying') : ''}</Text>
      <View className="ly-c ly-c--bian">
        {changedBit !== null && <Bar yang={changedBit === '1'} />}
        {line.changesTo && <Text className="ly-bian__text">{lz(line.changesTo.liuQin + line.changesTo.najia + line.changesTo.element)}</Text>}
      </View>
    </View>
  )
}

/** The liuyao chart of a stored cast: header, time facts, the line table, and the text of the moving lines. */
export function LiuyaoResult({ record }: { record: StoredCast }) {
  const t = useT()
  const lz = useYiLocalize()
  const cast = record.result as unknown as LiuyaoCast
  const chart = cast.chart
  const changed = chart.changed
  const m = cast.moment
  const methodLabel = {
    coins: t('div.byCoins'),
    tosses: t('div.byCoins'),
    yangCounts: t('div.byLines'),
    lines: t('div.byLines'),
    numbers: t('div.byNumbers'),
    time: t('div.byTime'),
  }[cast.method]
  const yuePo = chart.yueJian ? BRANCHES[(BRANCHES.indexOf(chart.yueJian) + 6) % 12] : null
  const text = hexagramText(chart.original.n)
  const moving = chart.movingLines
  const yaoTexts = moving.length === 6 && text.yong ? [text.yong] : moving.map((p) => text.lines[p - 1])
  const pad = (n: number) => String(n).padStart(2, '0')
  return (
    <View data-testid="ly-result">
      <View className="card">
        <Text className="ly-question" data-testid="ly-question">
          {record.question ? lz(record.question) : t('div.noQuestion')}
        </Text>
        <View className="ly-facts">
          {m && (
            <Text>
              {t('div.solar')} {m.local.year}-{pad(m.local.month)}-{pad(m.local.day)} {pad(m.local.hour)}:{pad(m.local.minute)}
            </Text>
          )}
          {m && (
            <Text>
              {t('div.lunar')}{' '}
              {lz(t('div.lunarDate', { year: m.yearGanZhi, leap: m.lunarLeapMonth ? t('div.leap') : '', month: m.lunarMonth, day: m.lunarDay }))}
            </Text>
          )}
          <Text>
            {chart.monthGanZhi && `${lz(chart.monthGanZhi)}${t('divLiuyao.month')} · `}
            {lz(chart.dayGanZhi)}
            {t('divLiuyao.day')} · {t('divLiuyao.xunKong')} {lz(chart.xunKong)}
          </Text>
          <Text>
            {chart.yueJian && `${t('divLiuyao.yueJian')} ${lz(chart.yueJian)} · ${t('divLiuyao.yuePo')} ${lz(yuePo ?? '')} · `}
            {lz(t('divLiuyao.methodOf', { method: methodLabel }))}
          </Text>
          {!m && <Text>{formatCreatedAt(record.createdAt)}</Text>}
        </View>
      </View>
      <View className="card ly-chart">
        <View className="ly-names">
          <View className="ly-name">
            <Text className="ly-name__label">{t('div.original')}</Text>
            <Text className="ly-name__main" data-testid="ly-original">
              {lz(chart.original.fullName)}
            </Text>
            <Text className="ly-name__sub">
              {lz(t('divLiuyao.palace', { palace: chart.original.palace, element: chart.original.palaceElement }))}{' '}
              {lz(chart.original.palaceGeneration)}
              {chart.original.type && chart.original.type !== chart.original.palaceGeneration ? ` · ${lz(chart.original.type)}` : ''}
            </Text>
          </View>
          <Text className="ly-arrow">→</Text>
          <View className="ly-name">
            <Text className="ly-name__label">{t('div.changed')}</Text>
            {changed ? (
              <>
                <Text className="ly-name__main" data-testid="ly-changed">
                  {lz(changed.fullName)}
                </Text>
                <Text className="ly-name__sub">
                  {lz(t('divLiuyao.palace', { palace: changed.palace, element: changed.palaceElement }))} {lz(changed.palaceGeneration)}
                </Text>
              </>
            ) : (
              <Text className="ly-name__sub">{t('div.noChanged')}</Text>
            )}
          </View>
        </View>
        <View className="ly-table">
          <View className="ly-row ly-row--head">
            <Text className="ly-c ly-c--shen">{t('divLiuyao.liuShen')}</Text>
            <Text className="ly-c ly-c--fu">{t('divLiuyao.fuShen')}</Text>
            <Text className="ly-c ly-c--ben">{t('div.original')}</Text>
            <Text className="ly-c ly-c--yao" />
            <Text className="ly-c ly-c--shi">{t('divLiuyao.shiYing')}</Text>
            <Text className="ly-c ly-c--bian">{t('div.changed')}</Text>
          </View>
          {[...chart.lines].reverse().map((line) => (
            <Row key={line.position} line={line} changedBit={changed ? changed.bits[line.position - 1] : null} />
          ))}
        </View>
        {chart.missingLiuQin.length > 0 && <Text className="ly-note">{lz(t('divLiuyao.missing', { list: chart.missingLiuQin.join('、') }))}</Text>}
      </View>
      <View className="card">
        <Pressable inline className="yi-link" onPress={() => void navigate('yi', { n: chart.original.n })}>
          {t('div.original')} · {lz(chart.original.fullName)} ›
        </Pressable>
        <Text className="ly-sec">{t('div.guaCi')}</Text>
        <View className="ly-classic">{lz(text.guaCi)}</View>
        {yaoTexts.length > 0 && (
          <Text className="ly-sec">
            {t('div.movingLine')} · {t('div.yaoCi')}
          </Text>
        )}
        {yaoTexts.map((y) => (
          <View key={y.position} className="ly-classic">
            <Text className="ly-yao-label">{lz(y.label)}</Text>
            {lz(y.text)}
          </View>
        ))}
        {changed && (
          <Pressable inline className="yi-link ly-link-2" onPress={() => void navigate('yi', { n: changed.n })}>
            {t('div.changed')} · {lz(changed.fullName)} ›
          </Pressable>
        )}
      </View>
    </View>
  )
}
