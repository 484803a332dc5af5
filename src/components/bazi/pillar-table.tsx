import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { useLocalize, useT } from '@/components/hooks'
import type { BaziChart, PillarView } from '@/divination/bazi'
import { elementClass } from './elements'
import { roleAttributes } from '@/platform/a11y'
import './bazi.css'

const KEYS = ['year', 'month', 'day', 'hour'] as const

function Row({ label, cells, head, testId }: { label: string; cells: ReactNode[]; head?: boolean; testId?: string }) {
  return (
    <View className={`bz-row${head ? ' bz-row--head' : ''}`} data-testid={testId} {...roleAttributes('row')}>
      <Text className="bz-row__label" {...roleAttributes(head ? 'cell' : 'rowheader')}>
        {label}
      </Text>
      {cells.map((c, i) => (
        <View
          key={KEYS[i]}
          className={`bz-row__cell${KEYS[i] === 'day' ? ' bz-row__cell--day' : ''}`}
          {...roleAttributes(head ? 'columnheader' : 'cell')}
        >
          {c}
        </View>
      ))}
    </View>
  )
}

/** The classic four-pillar table: 十神, 天干, 地支, 藏干 with 十神, 纳音, 地势, 自坐, 旬空, 神煞 (rows follow the show flags). */
export function PillarTable({ chart }: { chart: BaziChart }) {
  const t = useT()
  const l = useLocalize()
  const show = chart.settings.show
  const p = KEYS.map((k) => chart.pillars[k])
  const cells = (f: (v: PillarView) => ReactNode) => p.map(f)
  const natureOf = (name: string) => chart.shensha.find((h) => h.name === name)?.nature
  return (
    // A table for assistive technology: each cell is read with its row (天干, 地支 …) and its pillar (年柱 …).
    <View className="card bz-table" data-testid="bz-pillars" {...roleAttributes('table', t('a11y.baziTable'))}>
      <Row
        head
        label=""
        cells={cells((v) => (
          <Text>{l(v.label)}</Text>
        ))}
      />
      <Row
        label={t('bazi.rowShiShen')}
        cells={cells((v) => (
          <Text className="bz-shishen">{l(v.shiShen)}</Text>
        ))}
      />
      <Row
        label={t('bazi.rowStem')}
        testId="bz-row-stem"
        cells={cells((v) => (
          <Text className={`bz-big ${elementClass(v.stem.element)}`} data-testid={`bz-stem-${v.key}`}>
            {l(v.stem.name)}
          </Text>
        ))}
      />
      <Row
        label={t('bazi.rowBranch')}
        testId="bz-row-branch"
        cells={cells((v) => (
          <Text className={`bz-big ${elementClass(v.branch.element)}`} data-testid={`bz-branch-${v.key}`}>
            {l(v.branch.name)}
          </Text>
        ))}
      />
      {show.hiddenStems && (
        <Row
          label={t('bazi.rowHidden')}
          cells={cells((v) => (
            <View>
              {v.hiddenStems.map((h) => (
                <Text key={h.name} className="bz-hidden">
                  <Text className={elementClass(h.element)}>{l(h.name)}</Text>
                  <Text className="bz-hidden__ss">{l(h.shiShen)}</Text>
                </Text>
              ))}
            </View>
          ))}
        />
      )}
      {show.naYin && (
        <Row
          label={t('bazi.rowNaYin')}
          cells={cells((v) => (
            <Text className="bz-small">{l(v.naYin)}</Text>
          ))}
        />
      )}
      {show.diShi && (
        <Row
          label={t('bazi.rowDiShi')}
          cells={cells((v) => (
            <Text className="bz-small">{l(v.diShi)}</Text>
          ))}
        />
      )}
      {show.diShi && (
        <Row
          label={t('bazi.rowZiZuo')}
          cells={cells((v) => (
            <Text className="bz-small">{l(v.ziZuo)}</Text>
          ))}
        />
      )}
      {show.xunKong && (
        <Row
          label={t('bazi.rowXunKong')}
          cells={cells((v) => (
            <Text className="bz-small">{l(v.xunKong)}</Text>
          ))}
        />
      )}
      {show.shensha && (
        <Row
          label={t('bazi.rowShensha')}
          testId="bz-row-shensha"
          cells={cells((v) => (
            <View>
              {v.shensha.length === 0 && <Text className="bz-sha">—</Text>}
              {v.shensha.map((name) => (
                <Text key={name} className={`bz-sha${natureOf(name) === '吉' ? ' bz-sha--ji' : natureOf(name) === '凶' ? ' bz-sha--xiong' : ''}`}>
                  {l(name)}
                </Text>
              ))}
            </View>
          ))}
        />
      )}
    </View>
  )
}

/** 命宫, 身宫, 胎元, 胎息 with their 纳音. */
export function PalaceRow({ chart }: { chart: BaziChart }) {
  const t = useT()
  const l = useLocalize()
  const items = [
    { key: 'mingGong', v: chart.mingGong },
    { key: 'shenGong', v: chart.shenGong },
    ...(chart.settings.show.taiYuan
      ? [
          { key: 'taiYuan', v: chart.taiYuan },
          { key: 'taiXi', v: chart.taiXi },
        ]
      : []),
  ]
  return (
    <View className="bz-palaces" data-testid="bz-palaces">
      {items.map(({ key, v }) => (
        <View key={key} className="bz-palace">
          <Text className="bz-palace__label">{t(`bazi.${key}`)}</Text>
          <Text className="bz-palace__gz" data-testid={`bz-${key}`}>
            {l(v.ganZhi)}
          </Text>
          <Text className="bz-palace__ny">{l(v.naYin)}</Text>
        </View>
      ))}
    </View>
  )
}
