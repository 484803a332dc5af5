import '@/packageE/locales.generated'
import { Text, Textarea, View } from '@tarojs/components'
import { useState } from 'react'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { ui } from '@/components/ui/ui'
import { useT } from '@/components/hooks'
import { fieldLabelAttributes, roleAttributes } from '@/platform/a11y'
import { goBack, navigate } from '@/platform/navigation'
import { TREE_HOLE_MAX_CHARS, createFailure, useTreeHole } from '@/store/tree-hole'
import './index.css'

type Problem = { kind: 'input' | 'filter' | 'other'; message: string }

/** 写树洞: one anonymous post. A refusal (word filter, limits) is shown under the text, which stays as written. */
export default function TreeHoleWritePage() {
  const t = useT()
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<Problem | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async () => {
    const body = text.trim()
    const bad = !body ? t('treeHole.emptyText') : body.length > TREE_HOLE_MAX_CHARS ? t('treeHole.tooLong', { max: TREE_HOLE_MAX_CHARS }) : null
    setProblem(bad ? { kind: 'input', message: bad } : null)
    if (bad || busy) return
    setBusy(true)
    try {
      const p = await useTreeHole.getState().create(body)
      setText('')
      if (p.status === 'held') {
        await ui.confirm({ title: t('treeHole.status.held'), content: t('treeHole.heldNotice'), showCancel: false })
        await navigate('tree-hole-list', undefined, { replace: true })
      } else {
        ui.toast(t('treeHole.posted'))
        await goBack()
      }
    } catch (e) {
      const f = createFailure(e)
      setProblem({ kind: f.kind, message: f.message ?? t('treeHole.failed') })
    } finally {
      setBusy(false)
    }
  }

  return (
    <PageShell routeId="tree-hole-write" className="hole">
      <View className="card">
        <Textarea
          {...fieldLabelAttributes(t('treeHole.textLabel'))}
          className="text-box hole-text"
          data-testid="hole-text"
          value={text}
          maxlength={TREE_HOLE_MAX_CHARS}
          placeholder={t('treeHole.textPlaceholder', { max: TREE_HOLE_MAX_CHARS })}
          onInput={(e) => {
            setText(e.detail.value)
            setProblem(null)
          }}
        />
        <Text className="hole-count" data-testid="hole-count">
          {t('treeHole.count', { n: text.length, max: TREE_HOLE_MAX_CHARS })}
        </Text>
        {problem && (
          <View className={`hole-error hole-error--${problem.kind}`} data-testid="hole-error" data-kind={problem.kind} {...roleAttributes('alert')}>
            {problem.kind === 'filter' && <Text className="hole-error__title">{t('treeHole.filterTitle')}</Text>}
            <Text className="hole-error__text">{problem.message}</Text>
          </View>
        )}
      </View>
      <View className="card">
        <Text className="muted hole-hint">{t('treeHole.anonHint')}</Text>
        <Text className="muted hole-hint">{t('treeHole.rulesHint')}</Text>
      </View>
      <Pressable className="btn" data-testid="hole-submit" disabled={busy} onPress={() => void submit()}>
        {t('treeHole.submit')}
      </Pressable>
    </PageShell>
  )
}
