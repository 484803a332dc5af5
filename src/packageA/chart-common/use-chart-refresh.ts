/** Pull-to-refresh of the chart pages (natal-info, chart, cochart, harmonic-chart). */
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { chartStateReloaded } from '@/store/chart-settings'

/** Re-reads births and settings from storage (the chart recomputes from them), then lets the page refresh its own state. */
export function useChartRefresh(refreshPage: () => void): void {
  usePullDownRefresh(() => {
    chartStateReloaded()
    refreshPage()
    void Taro.stopPullDownRefresh()
  })
}
