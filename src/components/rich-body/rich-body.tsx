import { RichText, View } from '@tarojs/components'
import { useMemo } from 'react'
import { Pressable } from '@/components/ui/pressable'
import { ui } from '@/components/ui/ui'
import { useT } from '@/components/hooks'
import { linksOf, topLevelBlocks, type HtmlLink } from '@/core/html-links'
import { openRichTextLink, richTextLinksTappable } from '@/platform/rich-text-links'
import './rich-body.css'

/**
 * Server HTML (articles, event intros: docs/content.md, Markdown) shown through RichText. Where links inside
 * rich text do not open by themselves (the mini-program), each top-level block with links is a tap target that
 * opens its link, or asks which one when it has several.
 */
export function RichBody({ html, className, testId }: { html: string; className: string; testId?: string }) {
  const t = useT()
  const blocks = useMemo(() => (richTextLinksTappable() ? null : topLevelBlocks(html).map((b) => ({ html: b, links: linksOf(b) }))), [html])
  if (!blocks) return <RichText className={className} data-testid={testId} nodes={html} />
  const open = async (links: HtmlLink[]) => {
    let chosen = links[0]
    if (links.length > 1) {
      const r = await ui.actionSheet({ items: links.map((l) => ({ label: l.text || l.href })) })
      if (!r.ok) return
      chosen = links[r.index]
    }
    await openRichTextLink(chosen.href, t('cms.linkCopied'))
  }
  return (
    <View className={className} data-testid={testId}>
      {blocks.map((b, i) =>
        b.links.length ? (
          <Pressable key={i} role="link" label={b.links.map((l) => l.text || l.href).join(' · ')} onPress={() => void open(b.links)}>
            <RichText nodes={b.html} />
          </Pressable>
        ) : (
          <RichText key={i} nodes={b.html} />
        ),
      )}
    </View>
  )
}
