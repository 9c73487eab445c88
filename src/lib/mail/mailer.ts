import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'

import { isProduction } from '@/lib/env'

export type Mail = {
  to: string
  subject: string
  text: string
  html?: string
  /** The same on every try of one outbox row (src/lib/mail/outbox). */
  messageId?: string
}

let transport: Transporter | null = null

/**
 * SMTP when SMTP_URL is set (tests run a real SMTP server); otherwise, outside production, each
 * message is written as an .eml file under MAIL_DIR (default .data/mail) for a developer to read.
 */
const getTransport = (): Transporter => {
  if (transport) return transport
  if (process.env.SMTP_URL) {
    // A send gives up within a minute, well inside the outbox's lease (OUTBOX_LEASE_SECONDS).
    transport = nodemailer.createTransport({
      url: process.env.SMTP_URL,
      connectionTimeout: 20_000,
      greetingTimeout: 20_000,
      socketTimeout: 60_000,
    })
  } else if (isProduction()) {
    throw new Error('SMTP_URL must be set in production to send e-mail.')
  } else {
    transport = nodemailer.createTransport({ streamTransport: true, buffer: true })
  }
  return transport
}

export const mailFrom = (): string => process.env.MAIL_FROM || 'KAIRO <no-reply@kairo.example>'

export const sendMail = async (mail: Mail): Promise<void> => {
  const info = await getTransport().sendMail({ from: mailFrom(), ...mail })
  if ('message' in info && Buffer.isBuffer(info.message)) {
    const dir = path.resolve(process.env.MAIL_DIR || '.data/mail')
    await fs.mkdir(dir, { recursive: true })
    const file = path.join(dir, `${Date.now()}-${mail.to.replace(/[^a-z0-9@.]/gi, '_')}.eml`)
    await fs.writeFile(file, info.message)
  }
}
