// Mail and SMS transport: SMTP (nodemailer) when SMTP_URL is configured, otherwise one text file per message
// in the outbox folder (development default). SMS has no provider here: it always goes to the outbox.
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import nodemailer from 'nodemailer'

export interface Message {
  channel: 'email' | 'sms'
  to: string
  subject: string
  text: string
}

export interface Transport {
  send(m: Message): Promise<void>
}

export function outboxTransport(dir: string): Transport {
  let ready: Promise<unknown> | null = null
  return {
    async send(m) {
      ready ??= mkdir(dir, { recursive: true })
      await ready
      const name = `${Date.now()}-${m.channel}-${randomBytes(4).toString('hex')}.txt`
      const body = `Channel: ${m.channel}\nTo: ${m.to}\nSubject: ${m.subject}\n\n${m.text}\n`
      await writeFile(path.join(dir, name), body, { mode: 0o600 })
    },
  }
}

export async function smtpTransport(smtpUrl: string, from: string, smsFallback: Transport): Promise<Transport> {
  const t = nodemailer.createTransport(smtpUrl)
  return {
    async send(m) {
      if (m.channel === 'sms') return smsFallback.send(m)
      await t.sendMail({ from, to: m.to, subject: m.subject, text: m.text })
    },
  }
}
