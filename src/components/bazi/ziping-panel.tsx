import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useLocalize, useT } from '@/components/hooks'
import type { ZipingResult } from '@/divination/ziping'
import type { ZipingSettings } from '@/store/ziping-settings'
import { elementClass } from './elements'
import { Pressable } from '@/components/ui/pressable'
import './bazi.css'

function Reasons({ lines, testId }: { lines: string[]; testId?: string }) {
  const l = useLocalize()
  return (
    <View className="bz-reason" data-testid={testId}>
      {lines.map((r, i) => (
        <Text key={i} className="bz-reason__item">
          · {l(r)}
        </Text>
      ))}
    </View>
  )
}

/** 子平: 日主旺衰 with its reasoning, 五行 scores, 格局 and 用神 (parts follow zipingSettings). */
export function ZipingPanel({ zp, settings, onOpenSettings }: { zp: ZipingResult; settings: ZipingSettings; onOpenSettings(): void }) {
  const t = useT()
  const l = useLocalize()
  const [open, setOpen] = useState(settings.expandReasoning)
  const s = zp.strength
  const max = Math.max(...zp.elements.map((e) => e.score), 1)
  return (
    <View className="card" data-testid="bz-ziping">
      <View className="bz-zp__head">
        <Text className="card__title">{t('bazi.ziping')}</Text>
        <Pressable inline className="bz-toggle" onPress={onOpenSettings} data-testid="bz-open-ziping-settings">
          {t('bazi.zipingSettings')}
        </Pressable>
      </View>
      {settings.showStrength && (
        <View>
          <View className="bz-zp__head">
            <Text className="bz-zp__level" data-testid="bz-strength">
              {l(s.level)}
            </Text>
            <Text className="muted">
              {t('bazi.dayMasterOf', { stem: l(zp.dayMaster.stem), el: l(zp.dayMaster.element), pct: Math.round(s.supportRatio * 100) })}
            </Text>
          </View>
          <View className="bz-zp__tags">
            <Text className={`bz-tag${s.deLing ? ' bz-tag--on' : ''}`}>{t(s.deLing ? 'bazi.deLing' : 'bazi.shiLing')}</Text>
            <Text className={`bz-tag${s.deDi ? ' bz-tag--on' : ''}`}>{t(s.deDi ? 'bazi.deDi' : 'bazi.noDeDi')}</Text>
            <Text className={`bz-tag${s.deShi ? ' bz-tag--on' : ''}`}>{t(s.deShi ? 'bazi.deShi' : 'bazi.noDeShi')}</Text>
          </View>
          {s.congHint && <View className="bz-line">{l(s.congHint)}</View>}
          {open && <Reasons lines={s.reasoning} testId="bz-strength-reasoning" />}
        </View>
      )}
      {settings.showElements && (
        <View className="bz-bars">
          {zp.elements.map((e) => (
            <View key={e.element} className={`bz-bar ${elementClass(e.element)}`}>
              <Text className="bz-bar__name">{l(e.element)}</Text>
              <View className="bz-bar__track">
                <View className="bz-bar__fill" style={{ width: `${Math.round((e.score / max) * 100)}%` }} />
              </View>
              <Text className="bz-bar__val">{e.score}</Text>
            </View>
          ))}
        </View>
      )}
      {settings.showGeJu && (
        <View>
          <View className="bz-sub">
            {t('bazi.geJu')} <Text data-testid="bz-geju">{l(zp.geJu.name)}</Text>
          </View>
          <View className="bz-line">{l(zp.geJu.basis)}</View>
          {open && <Reasons lines={[zp.geJu.rule]} />}
        </View>
      )}
      {settings.showYongShen && (
        <View>
          <View className="bz-sub" data-testid="bz-yongshen">
            {t('bazi.yongShen')} {l(zp.yongShen.primary.join('、'))}
          </View>
          <View className="bz-line">
            {t('bazi.favourable', { list: l(zp.yongShen.favourable.join('、')) || '—' })} ·{' '}
            {t('bazi.unfavourable', { list: l(zp.yongShen.unfavourable.join('、')) || '—' })}
          </View>
          {settings.showTiaoHou && zp.yongShen.tiaoHou && <View className="bz-line">{t('bazi.tiaoHou', { el: l(zp.yongShen.tiaoHou) })}</View>}
          {open && <Reasons lines={zp.yongShen.reasoning} testId="bz-yongshen-reasoning" />}
        </View>
      )}
      {open && <Reasons lines={zp.rules} />}
      <Pressable inline className="bz-toggle" onPress={() => setOpen(!open)} data-testid="bz-ziping-reasoning-toggle">
        {open ? t('bazi.hideReasoning') : t('bazi.showReasoning')}
      </Pressable>
    </View>
  )
}
