/**
 * The 策天 board: the twelve palaces on the traditional 4×4 ring (巳 top-left … 亥 bottom-right, the grid and the
 * cell positions of the 紫微 board), the birth panel in the centre. Show toggles decide what each palace carries.
 */
import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { useLocalize, useT } from '@/components/hooks'
import { Pressable } from '@/components/ui/pressable'
import { boardCell } from '@/divination/ziwei'
import type { CetianChart, CetianPalace, CetianStar } from '@/divination/cetian'
import type { CetianPageSettings } from '@/store/cetian-settings'
import { hiddenAttributes, roleAttributes } from '@/platform/a11y'
import '@/components/ziwei-board/board.css'

export type CetianShow = Pick<CetianPageSettings, 'showMiaoWang' | 'showElement' | 'showYinYang' | 'showDaxianAges'>

/** Star text under the show toggles, e.g. 天贵庙 · 土 · 阴. */
export function starMarks(s: CetianStar, show: CetianShow): string[] {
  const out: string[] = []
  if (show.showMiaoWang && s.miaoWang) out.push(s.miaoWang)
  if (show.showElement && s.element) out.push(s.element)
  if (show.showYinYang) out.push(s.yinYang)
  return out
}

function Cell(props: { p: CetianPalace; show: CetianShow; current: boolean; chosen: boolean; onTap(i: number): void }) {
  const { p, show } = props
  const t = useT()
  const l = useLocalize()
  const { row, col } = boardCell(p.index)
  const cls = ['zb-cell', 'ct-cell']
  if (props.chosen) cls.push('zb-cell--self')
  if (p.isMingGong) cls.push('ct-cell--ming')
  if (props.current) cls.push('ct-cell--current')
  const ages = show.showDaxianAges ? `${p.daxian.fromAge}–${p.daxian.toAge}` : ''
  const label = t('cetian.palaceLabel', {
    name: l(p.name),
    branch: l(p.branch),
    shen: p.isShenGong ? t('cetian.shen') : '',
    stars: p.stars.map((s) => l(s.name + starMarks(s, show).join(''))).join('，'),
    ages,
    xian: p.daxian.xianName ? l(p.daxian.xianName) : '',
  })
  return (
    <Pressable
      className={cls.join(' ')}
      style={{ gridRow: String(row + 1), gridColumn: String(col + 1) }}
      data-testid={`ct-palace-${p.index}`}
      data-branch={p.branch}
      data-current={props.current ? '1' : ''}
      onPress={() => props.onTap(p.index)}
    >
      <Text className="sr-only">{label}</Text>
      <View className="ct-cell__stars" {...hiddenAttributes()}>
        {p.stars.map((s) => (
          <View key={s.id} className={`ct-star ct-star--${s.kind}`} data-star={s.name}>
            <Text className="ct-star__name">{l(s.name)}</Text>
            {starMarks(s, show).map((m, i) => (
              <Text key={i} className="ct-star__mark">
                {l(m)}
              </Text>
            ))}
          </View>
        ))}
      </View>
      <View className="ct-cell__foot" {...hiddenAttributes()}>
        {p.daxian.xianName && <Text className="ct-cell__xian">{l(p.daxian.xianName)}</Text>}
        {ages && <Text className="ct-cell__ages">{ages}</Text>}
        <Text className="ct-cell__name">
          {l(p.name)}
          {p.isShenGong && <Text className="ct-cell__shen">{l('身')}</Text>}
        </Text>
        <Text className="ct-cell__branch">{l(p.branch)}</Text>
      </View>
    </Pressable>
  )
}

export function CetianBoard(props: { chart: CetianChart; show: CetianShow; chosen: number | null; centre: ReactNode; onTap(i: number): void }) {
  const t = useT()
  const { chart } = props
  const ming = chart.palaces.findIndex((p) => p.isMingGong)
  // Reading order: from 命宫 through the palaces in palace order (each one branch back).
  const order = chart.palaces.map((_, k) => chart.palaces[(ming - k + 12) % 12])
  return (
    <View className="zb ct-board" data-testid="ct-board" {...roleAttributes('group', t('cetian.boardLabel'))}>
      <View className="zb-centre" style={{ gridRow: '2 / span 2', gridColumn: '2 / span 2' }}>
        {props.centre}
      </View>
      {order.map((p) => (
        <Cell
          key={p.index}
          p={p}
          show={props.show}
          current={chart.current?.index === p.index}
          chosen={props.chosen === p.index}
          onTap={props.onTap}
        />
      ))}
    </View>
  )
}
