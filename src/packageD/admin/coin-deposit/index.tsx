import '@/packageD/locales.generated'
import { Input, Text, Textarea, View } from '@tarojs/components'
import { useEffect } from 'react'
import { PageShell } from '@/components/ui/page-shell'
import { Pressable } from '@/components/ui/pressable'
import { useT } from '@/components/hooks'
import { roleAttributes } from '@/platform/a11y'
import { submitDeposit, useDeposit } from '@/store/admin-actions'
import { MAX_REASON, type DepositField } from '@/store/admin-model'
import { AdminGate } from '../admin-gate'
import '../admin.css'

const FIELDS: readonly { key: DepositField; label: string; ph: string }[] = [
  { key: 'uid', label: 'admin.uid', ph: 'admin.uidPh' },
  { key: 'amount', label: 'admin.amount', ph: 'admin.amountPh' },
  { key: 'reason', label: 'admin.reason', ph: 'admin.reasonPh' },
] as const

/** 星币充值 (Admin/CoinDeposit): a user id, coins to add (or take, negative) and a reason; shows the new balance. */
export default function CoinDepositPage() {
  const t = useT()
  const s = useDeposit()
  useEffect(() => () => useDeposit.getState().reset(), [])
  const busy = s.phase === 'submitting'
  const edit = (field: DepositField, value: string) => s.dispatch({ type: 'edit', field, value })
  const result = s.phase === 'done' ? s.result : null
  return (
    <PageShell routeId="coin-deposit">
      <AdminGate route="coin-deposit">
        <View className="card">
          {FIELDS.map((f) => {
            const err = s.errors[f.key]
            const props = {
              className: `admin-input${err ? ' admin-input--error' : ''}`,
              'data-testid': `deposit-${f.key}`,
              value: s.form[f.key],
              placeholder: t(f.ph),
              disabled: busy,
              onInput: (e: { detail: { value: string } }) => edit(f.key, e.detail.value),
            }
            return (
              <View key={f.key} className="admin-form-row">
                <Text className="admin-form-row__label">{t(f.label)}</Text>
                {f.key === 'reason' ? (
                  <Textarea {...props} maxlength={MAX_REASON} autoHeight />
                ) : (
                  <Input {...props} type="text" maxlength={f.key === 'uid' ? 16 : 8} />
                )}
                {err && (
                  <Text className="admin-error" data-testid={`deposit-error-${f.key}`}>
                    {t(`admin.err.${err}`, { field: t(f.label) })}
                  </Text>
                )}
              </View>
            )
          })}
          <Pressable className="btn" data-testid="deposit-submit" disabled={busy} onPress={() => void submitDeposit(Date.now())}>
            {busy ? t('admin.submitting') : t('admin.submit')}
          </Pressable>
        </View>
        {result && (
          <View className="card admin-result" data-testid="deposit-done" {...roleAttributes('status')}>
            <Text>
              {t(result.amount > 0 ? 'admin.doneAdd' : 'admin.doneSub', { uid: result.uid, n: Math.abs(result.amount), total: result.coinNum })}
            </Text>
            {result.repeated && <Text className="muted">{t('admin.repeated')}</Text>}
          </View>
        )}
        {s.phase === 'failed' && (
          <View className="card admin-error" data-testid="deposit-failed" {...roleAttributes('alert')}>
            {t('admin.failed', { error: s.error })}
          </View>
        )}
      </AdminGate>
    </PageShell>
  )
}
