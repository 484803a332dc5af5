import '@/packageE/locales.generated'
import { Text, View } from '@tarojs/components'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { ui } from '@/components/ui/ui'
import { useT } from '@/components/hooks'
import { durationText } from '@/components/wellness/meditation-session'
import { navigate } from '@/platform/navigation'
import { useMeditation } from '@/store/meditation'
import { historyTotals, minutesOf } from '@/store/meditation-model'
import './index.css'

const pad = (n: number) => String(n).padStart(2, '0')
const timeOf = (ms: number) => {
  const d = new Date(ms)
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/** 冥想记录: every session, newest first, with its sound, length and whether it ran to the end. */
export default function MeditationListPage() {
  const t = useT()
  const history = useMeditation((s) => s.live)
  useDidShow(() => useMeditation.getState().hydrate())
  usePullDownRefresh(() => {
    useMeditation.getState().hydrate()
    void Taro.stopPullDownRefresh()
  })
  const totals = historyTotals(history)

  const remove = async (id: string) => {
    const r = await ui.confirm({ title: t('meditation.delete'), content: t('meditation.deleteConfirm') })
    if (r.ok) useMeditation.getState().entryDeleted(id, Date.now())
  }

  return (
    <PageShell routeId="meditation-list">
      {history.length === 0 ? (
        <View className="card">
          <Text className="muted">{t('meditation.listNone')}</Text>
          <Pressable className="btn med-list__start" onPress={() => void navigate('meditation-index')} data-testid="med-list-start">
            {t('meditation.start')}
          </Pressable>
        </View>
      ) : (
        <View className="card" data-testid="med-list">
          <Text className="muted med-list__totals" data-testid="med-totals">
            {t('meditation.totals', totals)}
          </Text>
          {history.map((e) => (
            <View key={e.id} className="med-entry" data-testid="med-entry" data-minutes={minutesOf(e.actualS)} data-sound={e.sound}>
              <View className="med-entry__main">
                <Text className="med-entry__title">
                  {t(`meditation.sound.${e.sound}`)} · {durationText(t, e.actualS)}
                </Text>
                <Text className="muted med-entry__meta">
                  {e.date} {timeOf(e.startedAt)} · {t('meditation.planned', { n: e.plannedMin })} ·{' '}
                  {e.completed ? t('meditation.completed') : t('meditation.stopped')}
                </Text>
              </View>
              <Pressable inline className="med-entry__delete" onPress={() => void remove(e.id)} data-testid="med-entry-delete">
                {t('meditation.delete')}
              </Pressable>
            </View>
          ))}
        </View>
      )}
    </PageShell>
  )
}
