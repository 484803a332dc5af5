import { Text, View } from '@tarojs/components'
import { useT } from '@/components/hooks'
import { headingAttributes } from '@/platform/a11y'
import { ABOUT_DOCS_UPDATED, aboutDocKeys, paragraphsOf, type AboutDocKey } from './docs'
import './doc-view.css'

/** One of our texts (privacy, protocol, about, coins): title, date, sections of paragraphs. */
export function DocView({ docKey }: { docKey: AboutDocKey }) {
  const t = useT()
  const keys = aboutDocKeys(docKey)
  return (
    <View className="card doc" data-testid={`doc-${docKey}`}>
      <View className="doc__title" {...headingAttributes(2)}>
        {t(keys.title)}
      </View>
      <Text className="muted doc__date">{t('doc.updated', { date: ABOUT_DOCS_UPDATED })}</Text>
      <View className="doc__p">{t(keys.intro)}</View>
      {keys.sections.map((s) => (
        <View key={s.id} className="doc__section" data-testid={`doc-section-${s.id}`}>
          <View className="doc__h" {...headingAttributes(3)}>
            {t(s.heading)}
          </View>
          {paragraphsOf(t(s.body)).map((p, i) => (
            <View key={i} className="doc__p">
              {p}
            </View>
          ))}
        </View>
      ))}
    </View>
  )
}
