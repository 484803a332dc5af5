import { Button, View } from '@tarojs/components'
import { useT } from '../../hooks'
import { validSelection } from '../logic/picker-rules'
import { Popup } from '../popup'
import type { ActionBoardOptions, ActionSheetOptions, ChartStyleOptions, ShareConfirmOptions } from '../ui'
import type { DialogProps } from './types'
import { Pressable } from '@/components/ui/pressable'

/** A list of actions from the bottom, with a cancel row. */
export function ActionSheet({ options: o, closing, close }: DialogProps<ActionSheetOptions>) {
  const t = useT()
  const cancel = () => close({ ok: false })
  return (
    <Popup position="bottom" closing={closing} onMask={cancel} testId="dialog-action-sheet">
      {o.title ? <View className="ui-sheet__title">{o.title}</View> : null}
      {o.items.map((raw, i) => {
        const item = typeof raw === 'string' ? { label: raw } : raw
        return (
          <Pressable
            key={i}
            className={`ui-sheet__item${item.danger ? ' is-danger' : ''}${item.disabled ? ' is-disabled' : ''}`}
            data-testid={`sheet-item-${i}`}
            onPress={item.disabled ? undefined : () => close({ ok: true, index: i })}
          >
            {item.label}
          </Pressable>
        )
      })}
      <View className="ui-sheet__gap" />
      <Pressable className="ui-sheet__item" data-testid="dialog-cancel" onPress={cancel}>
        {o.cancelText ?? t('ui.cancel')}
      </Pressable>
    </Popup>
  )
}

/** A grid of icon tiles (share targets, tools) from the bottom. */
export function ActionBoard({ options: o, closing, close }: DialogProps<ActionBoardOptions>) {
  const t = useT()
  const cancel = () => close({ ok: false })
  return (
    <Popup position="bottom" closing={closing} onMask={cancel} testId="dialog-action-board">
      {o.title ? <View className="ui-sheet__title">{o.title}</View> : null}
      <View className="ui-board">
        {o.items.map((item, i) => (
          <Pressable
            key={item.id}
            className="ui-board__tile"
            data-testid={`board-item-${item.id}`}
            onPress={() => close({ ok: true, index: i, id: item.id })}
          >
            <View className="ui-board__icon">{item.icon}</View>
            <View className="ui-board__label">{item.label}</View>
          </Pressable>
        ))}
      </View>
      <View className="ui-sheet__gap" />
      <Pressable className="ui-sheet__item" data-testid="dialog-cancel" onPress={cancel}>
        {o.cancelText ?? t('ui.cancel')}
      </Pressable>
    </Popup>
  )
}

/** Chart-style chooser: the style names given, the selected one marked. */
export function ChartStyleChooser({ options: o, closing, close }: DialogProps<ChartStyleOptions>) {
  const t = useT()
  const selected = validSelection(o.selected, o.styles.length)
  const cancel = () => close({ ok: false })
  return (
    <Popup position="bottom" closing={closing} onMask={cancel} testId="dialog-chart-style">
      <View className="ui-sheet__title">{o.title ?? t('ui.chartStyleTitle')}</View>
      <View className="ui-sheet__scroll">
        {o.styles.map((name, i) => (
          <Pressable
            key={i}
            className={`ui-sheet__item ui-sheet__item--check${i === selected ? ' is-on' : ''}`}
            data-testid={`style-item-${i}`}
            onPress={() => close({ ok: true, index: i })}
          >
            <View>{name}</View>
            <View className="ui-check">{i === selected ? '✓' : ''}</View>
          </Pressable>
        ))}
      </View>
      <View className="ui-sheet__gap" />
      <Pressable className="ui-sheet__item" data-testid="dialog-cancel" onPress={cancel}>
        {t('ui.cancel')}
      </Pressable>
    </Popup>
  )
}

/** Asks before sharing; on weapp the share button is a real share button (open-type share needs a tap). */
export function ShareConfirm({ options: o, closing, close }: DialogProps<ShareConfirmOptions>) {
  const t = useT()
  return (
    <Popup position="center" closing={closing} testId="dialog-share" className="ui-modal">
      <View className="ui-modal__title">{o.title ?? t('ui.shareTitle')}</View>
      <View className="ui-modal__content">{o.content ?? t('ui.shareContent')}</View>
      <View className="ui-modal__actions">
        <Pressable className="ui-modal__btn" data-testid="dialog-cancel" onPress={() => close({ ok: false })}>
          {o.cancelText ?? t('ui.cancel')}
        </Pressable>
        <Button
          className="ui-modal__btn ui-modal__btn--ok ui-share-btn"
          openType="share"
          data-testid="dialog-btn-0"
          onClick={() => close({ ok: true })}
        >
          {o.shareText ?? t('ui.share')}
        </Button>
      </View>
    </Popup>
  )
}
