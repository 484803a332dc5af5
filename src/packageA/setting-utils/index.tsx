import '@/packageA/locales.generated'
import { Text, Textarea, View } from '@tarojs/components'
import { Pressable } from '@/components/ui/pressable'
import { useState } from 'react'
import { useT } from '@/components/hooks'
import { PageShell } from '@/components/ui/page-shell'
import { ToolGrid, type ToolGridItem } from '@/components/ui/tool-grid'
import { ui } from '@/components/ui/ui'
import { fieldLabelAttributes } from '@/platform/a11y'
import { copyText, readText } from '@/platform/clipboard'
import { navigate } from '@/platform/navigation'
import { backupImported, backupOf, checkBackup } from '@/store/local-backup'
import './index.css'

/** Pages reached from the grid (route ids); language and theme live on the settings page. */
const ENTRIES = [
  { id: 'settings', icon: '设' },
  { id: 'params', icon: '参' },
  { id: 'chart-setting', icon: '盘' },
  { id: 'chart-params', icon: '数' },
  { id: 'chart-style-list', icon: '样' },
  { id: 'sync-settings', icon: '云' },
] as const
type EntryId = (typeof ENTRIES)[number]['id']

/** Settings tools: the settings pages, and export / import of everything kept on this device. */
export default function SettingUtilsPage() {
  const t = useT()
  const [exported, setExported] = useState('')
  const [importText, setImportText] = useState('')
  const [message, setMessage] = useState('')
  const items: ToolGridItem<EntryId>[] = ENTRIES.map((e) => ({
    id: e.id,
    icon: e.icon,
    label: t(`settingUtils.entry.${e.id}`),
    testId: `su-entry-${e.id}`,
  }))

  const exportAll = async () => {
    const text = JSON.stringify(backupOf(new Date().toISOString()))
    setExported(text)
    await copyText(text)
  }
  const importAll = async () => {
    const r = checkBackup(importText)
    if (!r.ok) {
      setMessage(t(`settingUtils.importError.${r.reason}`, { key: r.key ?? '' }))
      return
    }
    const c = await ui.confirm({ title: t('settingUtils.importTitle'), content: t('settingUtils.importConfirm', { n: r.keys.length }), danger: true })
    if (!c.ok) return
    backupImported(r.backup)
    setMessage(t('settingUtils.importDone', { n: r.keys.length }))
  }
  return (
    <PageShell routeId="setting-utils">
      <ToolGrid<EntryId> title={t('settingUtils.entries')} items={items} onOpen={(id) => void navigate(id)} />
      <View className="card" data-testid="su-export">
        <Text className="card__title">{t('settingUtils.exportTitle')}</Text>
        <View className="muted">{t('settingUtils.exportHint')}</View>
        <Pressable className="btn su-btn" data-testid="su-export-btn" onPress={() => void exportAll()}>
          {t('settingUtils.exportButton')}
        </Pressable>
        {exported !== '' && (
          <View>
            <View className="muted" data-testid="su-export-size">
              {t('settingUtils.exportDone', { kb: (exported.length / 1024).toFixed(1) })}
            </View>
            <Textarea
              {...fieldLabelAttributes(t('settingUtils.exportTitle'))}
              className="su-text"
              data-testid="su-export-text"
              value={exported}
              maxlength={-1}
              disabled
            />
          </View>
        )}
      </View>
      <View className="card" data-testid="su-import">
        <Text className="card__title">{t('settingUtils.importTitle')}</Text>
        <View className="muted">{t('settingUtils.importHint')}</View>
        <Textarea
          {...fieldLabelAttributes(t('settingUtils.importTitle'))}
          className="su-text"
          data-testid="su-import-text"
          value={importText}
          maxlength={-1}
          placeholder={t('settingUtils.importPlaceholder')}
          onInput={(e) => setImportText(e.detail.value)}
        />
        <View className="su-actions">
          <Pressable className="btn btn--ghost su-btn" data-testid="su-paste" onPress={() => void readText().then(setImportText)}>
            {t('settingUtils.paste')}
          </Pressable>
          <Pressable className="btn su-btn" data-testid="su-import-btn" onPress={() => void importAll()}>
            {t('settingUtils.importButton')}
          </Pressable>
        </View>
        {message !== '' && (
          <View className="su-message" data-testid="su-message">
            {message}
          </View>
        )}
      </View>
    </PageShell>
  )
}
