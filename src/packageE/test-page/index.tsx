import '@/packageE/locales.generated'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { PageShell } from '@/components/ui/page-shell'
import { PullToRefresh } from '@/components/ui/pull-to-refresh'
import { ui } from '@/components/ui/ui'
import { useT } from '@/components/hooks'
import { Pressable } from '@/components/ui/pressable'
import './index.css'

/** Gallery of the shared UI kit: every button opens one component and shows its last result (e2e tests). */
export default function TestPage() {
  const t = useT()
  const [result, setResult] = useState('')
  const [callbacks, setCallbacks] = useState(0)
  const [refreshes, setRefreshes] = useState(0)
  const list = (key: string) => t(key).split(',')
  const show = (r: unknown) => setResult(JSON.stringify(r))
  const run = (p: Promise<unknown>) => p.then(show, (e: Error) => show({ rejected: e.message }))

  const buttons: { id: string; label: string; act(): void }[] = [
    {
      id: 'confirm',
      label: t('gallery.confirm'),
      act: () => run(ui.confirm({ title: t('gallery.sampleTitle'), content: t('gallery.sampleContent'), danger: true })),
    },
    {
      id: 'confirm-multi',
      label: t('gallery.confirmMulti'),
      act: () =>
        run(
          ui.confirm({
            title: t('gallery.multiTitle'),
            content: t('gallery.multiContent'),
            buttons: list('gallery.multiButtons'),
            showCancel: false,
          }),
        ),
    },
    {
      id: 'confirm-trad',
      label: t('gallery.confirmTrad'),
      act: () => run(ui.confirm({ title: t('gallery.tradTitle'), content: t('gallery.tradContent'), traditional: true })),
    },
    {
      id: 'confirm-edit',
      label: t('gallery.confirmEdit'),
      act: () => run(ui.confirm({ title: t('gallery.editTitle'), editable: true, placeholder: t('gallery.editPlaceholder') })),
    },
    { id: 'input', label: t('gallery.input'), act: () => run(ui.input({ title: t('gallery.inputTitle') })) },
    { id: 'textarea', label: t('gallery.textarea'), act: () => run(ui.input({ title: t('gallery.textareaTitle'), multiline: true, minLength: 5 })) },
    {
      id: 'action-sheet',
      label: t('gallery.actionSheet'),
      act: () =>
        run(ui.actionSheet({ title: t('gallery.sheetTitle'), items: list('gallery.sheetItems').map((label, i) => ({ label, danger: i === 2 })) })),
    },
    {
      id: 'action-board',
      label: t('gallery.actionBoard'),
      act: () =>
        run(
          ui.actionBoard({
            title: t('gallery.boardTitle'),
            items: [
              { id: 'friend', label: t('gallery.boardFriend'), icon: '友' },
              { id: 'moments', label: t('gallery.boardMoments'), icon: '圈' },
              { id: 'image', label: t('gallery.boardImage'), icon: '图' },
              { id: 'link', label: t('gallery.boardLink'), icon: '链' },
            ],
          }),
        ),
    },
    { id: 'address', label: t('gallery.address'), act: () => run(ui.editAddress()) },
    { id: 'chart-style', label: t('gallery.chartStyle'), act: () => run(ui.chooseChartStyle({ styles: list('gallery.styles'), selected: 1 })) },
    { id: 'share', label: t('gallery.share'), act: () => run(ui.shareConfirm()) },
    {
      id: 'picker',
      label: t('gallery.picker'),
      act: () => run(ui.picker({ title: t('gallery.pickerTitle'), columns: [list('gallery.houses'), list('gallery.zodiacs')], value: [9, 1] })),
    },
    { id: 'date', label: t('gallery.date'), act: () => run(ui.dateTime({ mode: 'date', value: { year: 2023, month: 2, day: 31 } })) },
    { id: 'time', label: t('gallery.time'), act: () => run(ui.dateTime({ mode: 'time', value: { hour: 30, minute: -5 } })) },
    { id: 'date-time', label: t('gallery.dateTime'), act: () => run(ui.dateTime({ value: { year: 2000, month: 3, day: 1, hour: 16, minute: 30 } })) },
    { id: 'lunar', label: t('gallery.lunar'), act: () => run(ui.dateTime({ mode: 'date', lunar: true, value: { year: 2023, month: 3, day: 22 } })) },
    { id: 'location', label: t('gallery.location'), act: () => run(ui.chooseLocation()) },
    {
      id: 'location-twice',
      label: t('gallery.locationTwice'),
      act: () => {
        void run(ui.chooseLocation())
        void ui.chooseLocation().catch((e: Error) => ui.toast(`second: ${e.message}`))
      },
    },
    {
      id: 'toast',
      label: t('gallery.toast'),
      act: () => run(ui.toast({ message: t('gallery.toastText'), icon: 'success' }).then(() => 'toast done')),
    },
    { id: 'msg', label: t('gallery.msg'), act: () => void ui.msg(t('gallery.msgText'), () => setCallbacks((n) => n + 1)) },
    {
      id: 'loading',
      label: t('gallery.loading'),
      act: () => {
        ui.showLoading(t('gallery.loadingText'))
        setTimeout(() => ui.hideLoading(), 2000)
      },
    },
    { id: 'hide-loading', label: t('gallery.hideLoading'), act: () => ui.hideLoading() },
  ]

  return (
    <PageShell routeId="test-page">
      <PullToRefresh
        onRefresh={(stop) => {
          setTimeout(() => {
            setRefreshes((n) => n + 1)
            stop()
          }, 800)
        }}
      >
        <View className="card">
          <View className="muted">{t('gallery.intro')}</View>
          <View className="gallery-result">
            <Text className="gallery-result__label">{t('gallery.result')}</Text>
            <Text className="gallery-result__value" data-testid="gallery-result">
              {result || t('gallery.none')}
            </Text>
          </View>
          <View className="muted" data-testid="gallery-callbacks">
            {t('gallery.callback', { n: callbacks })} · <Text data-testid="gallery-refreshes">{t('gallery.refreshCount', { n: refreshes })}</Text>
          </View>
        </View>
        <View className="gallery-grid">
          {buttons.map((b) => (
            <Pressable key={b.id} className="gallery-btn" data-testid={`open-${b.id}`} onPress={() => void b.act()}>
              {b.label}
            </Pressable>
          ))}
        </View>
      </PullToRefresh>
    </PageShell>
  )
}
