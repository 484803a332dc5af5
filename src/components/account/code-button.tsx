import { useEffect, useRef, useState } from 'react'
import { useT } from '../hooks'
import { Pressable } from '@/components/ui/pressable'
import './form.css'

export interface CodeButtonProps {
  /** Sends the code; resolves with the seconds to wait before resending, or rejects (nothing to count). */
  onSend(): Promise<number>
  testId?: string
}

/** 获取验证码 with its resend countdown. */
export function CodeButton({ onSend, testId }: CodeButtonProps) {
  const t = useT()
  const [left, setLeft] = useState(0)
  const [busy, setBusy] = useState(false)
  const timer = useRef<ReturnType<typeof setInterval> | null>(null)
  useEffect(() => () => void (timer.current && clearInterval(timer.current)), [])
  const start = (seconds: number) => {
    setLeft(seconds)
    if (timer.current) clearInterval(timer.current)
    timer.current = setInterval(() => {
      setLeft((s) => {
        if (s <= 1 && timer.current) clearInterval(timer.current)
        return Math.max(0, s - 1)
      })
    }, 1000)
  }
  const click = () => {
    if (left > 0 || busy) return
    setBusy(true)
    onSend()
      .then((s) => start(Math.max(1, Math.round(s))))
      // Nothing sent (bad address or a refused request, already toasted): no countdown.
      .catch((e) => console.warn('verification code not sent', e))
      .finally(() => setBusy(false))
  }
  return (
    <Pressable inline className={`form__send${left > 0 || busy ? ' form__send--off' : ''}`} onPress={click} data-testid={testId}>
      {left > 0 ? t('account.login.resend', { s: left }) : t('account.login.sendCode')}
    </Pressable>
  )
}
