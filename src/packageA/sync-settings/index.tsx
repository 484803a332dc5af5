import '@/packageA/locales.generated'
import { Switch, Text, View } from '@tarojs/components'
import { PageShell } from '@/components/ui/page-shell'
import { useT, useTheme } from '@/components/hooks'
import { downloadSettingsNow, syncRecordsNow, uploadSettingsNow } from '@/store/sync'
import { SHOWN_SYNC_SWITCHES, useSyncSettings, type SyncSwitch } from '@/store/sync-settings'
import { Pressable } from '@/components/ui/pressable'
import { fieldLabelAttributes } from '@/platform/a11y'

const ACCENT = { light: '#6b4eff', dark: '#ff5fa2' } as const

/** SPEC §3 sync settings: the switches of what syncs today, and manual sync. */
export default function SyncSettingsPage() {
  const t = useT()
  const theme = useTheme()
  const s = useSyncSettings()
  const row = (k: SyncSwitch) => (
    <View className="list__item" key={k}>
      <View>
        <Text>{t(`account.sync.${k}`)}</Text>
        {k === 'autoSync' && <View className="muted">{t('account.sync.autoSyncHint')}</View>}
      </View>
      <Switch
        {...fieldLabelAttributes(t(`account.sync.${k}`))}
        data-testid={`sync-${k}`}
        checked={s[k]}
        color={ACCENT[theme]}
        disabled={k !== 'autoSync' && !s.autoSync}
        onChange={(e) => s.switchChanged(k, !!e.detail.value)}
      />
    </View>
  )
  return (
    <PageShell routeId="sync-settings">
      <View className="list">{row('autoSync')}</View>
      <View className="list">
        <View className="list__header">{t('account.sync.switches')}</View>
        {SHOWN_SYNC_SWITCHES.filter((k) => k !== 'autoSync').map(row)}
      </View>
      <View className="list">
        <View className="list__header">{t('account.sync.actions')}</View>
        <Pressable className="list__item" data-testid="sync-births-now" onPress={() => void syncRecordsNow('birth', { loading: true, toast: true })}>
          <Text>{t('account.sync.syncBirths')}</Text>
          <Text className="list__chevron">›</Text>
        </Pressable>
        <Pressable className="list__item" data-testid="sync-upload" onPress={() => void uploadSettingsNow({ loading: true, toast: true })}>
          <Text>{t('account.sync.uploadSettings')}</Text>
          <Text className="list__chevron">›</Text>
        </Pressable>
        <Pressable className="list__item" data-testid="sync-download" onPress={() => void downloadSettingsNow({ loading: true, toast: true })}>
          <Text>{t('account.sync.downloadSettings')}</Text>
          <Text className="list__chevron">›</Text>
        </Pressable>
      </View>
    </PageShell>
  )
}
