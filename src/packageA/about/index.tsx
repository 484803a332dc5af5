import '@/packageA/locales.generated'
import { Text, View } from '@tarojs/components'
import { PageShell } from '@/components/ui/page-shell'
import { useT } from '@/components/hooks'
import { APP_VERSION, APP_VERSION_CODE } from '@/version'
import { Pressable } from '@/components/ui/pressable'
import { navigate } from '@/platform/navigation'

/** Our texts: the user agreement, the privacy policy and the star-coin rules (about-any by key). */
const ABOUT_LINKS = [
  ['protocol', 'legalLinks.protocol', undefined],
  ['privacy', 'legalLinks.privacy', undefined],
  ['about-any', 'doc.coins.title', { key: 'coins' }],
] as const

export default function AboutPage() {
  const t = useT()
  return (
    <PageShell routeId="about">
      <View className="card" style={{ textAlign: 'center' }}>
        <View style={{ fontSize: '56px', fontWeight: 700, color: 'var(--accent)' }}>{t('app.name')}</View>
        <View className="muted" data-testid="about-version">
          {t('about.version', { version: APP_VERSION, code: APP_VERSION_CODE })}
        </View>
      </View>
      <View className="card">
        <Text className="card__title">{t('about.title')}</Text>
        <View className="muted">{t('about.intro')}</View>
      </View>
      <View className="card">
        <View className="muted">{t('about.engine')}</View>
        <View className="muted">{t('about.license')}</View>
        <View className="muted">{t('about.licenseNote')}</View>
      </View>
      <View className="list" data-testid="about-docs">
        {ABOUT_LINKS.map(([id, key, params]) => (
          <Pressable key={key} className="list__item" role="link" data-testid={`about-${id}`} onPress={() => void navigate(id, params)}>
            <Text>{t(key)}</Text>
            <Text className="list__chevron">›</Text>
          </Pressable>
        ))}
      </View>
      <View className="card" data-testid="about-credits">
        <Text className="card__title">{t('about.credits')}</Text>
        <View className="muted">{t('about.creditPlaces')}</View>
        <View className="muted">{t('about.creditTz')}</View>
        <View className="muted">{t('about.creditCalendar')}</View>
        <View className="muted">{t('about.creditYi')}</View>
      </View>
    </PageShell>
  )
}
