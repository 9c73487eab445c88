import { generateSync } from 'otplib'
import { describe, expect, it } from 'vitest'

import {
  BACKUP_CODE_COUNT,
  hashBackupCode,
  newBackupCodes,
  newTotpSecret,
  otpauthUrl,
  verifyTotp,
} from '@/lib/auth/mfa'
import { open, seal } from '@/lib/auth/secretBox'

process.env.MFA_ENCRYPTION_KEY = 'a'.repeat(64)

describe('TOTP', () => {
  const secret = newTotpSecret()
  const now = Date.now() / 1000

  it('accepts the current code once, then refuses it as replayed', async () => {
    const code = generateSync({ secret })
    const first = await verifyTotp(secret, code, null)
    expect(first.valid).toBe(true)
    const step = first.valid ? first.timeStep : -1
    expect(await verifyTotp(secret, code, step)).toEqual({ valid: false, replayed: true })
  })

  it('allows one step of drift either way, not two', async () => {
    const at = (offset: number) => generateSync({ secret, epoch: Math.floor(now + offset) })
    expect((await verifyTotp(secret, at(-30), null)).valid).toBe(true)
    expect((await verifyTotp(secret, at(30), null)).valid).toBe(true)
    expect((await verifyTotp(secret, at(-90), null)).valid).toBe(false)
    expect((await verifyTotp(secret, at(90), null)).valid).toBe(false)
  })

  it('refuses a wrong code without calling it a replay', async () => {
    const code = generateSync({ secret })
    const wrong = code === '000000' ? '111111' : '000000'
    expect(await verifyTotp(secret, wrong, null)).toEqual({ valid: false, replayed: false })
  })

  it('builds an otpauth URI for authenticator apps', () => {
    const url = otpauthUrl('fan@example.test', secret)
    expect(url).toMatch(/^otpauth:\/\/totp\//)
    expect(url).toContain(`secret=${secret}`)
    expect(url).toContain('issuer=KAIRO')
  })
})

describe('backup codes', () => {
  it('are ten distinct codes, stored only as hashes', () => {
    const codes = newBackupCodes()
    expect(codes).toHaveLength(BACKUP_CODE_COUNT)
    expect(new Set(codes).size).toBe(BACKUP_CODE_COUNT)
    for (const code of codes) {
      expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/)
      expect(hashBackupCode(code)).not.toContain(code.replace('-', ''))
    }
  })

  it('match whatever the case, dash or surrounding spaces', () => {
    const [code, other] = newBackupCodes()
    expect(hashBackupCode(code.toUpperCase().replace('-', ''))).toBe(hashBackupCode(code))
    expect(hashBackupCode(` ${code} `)).toBe(hashBackupCode(code))
    expect(hashBackupCode(other)).not.toBe(hashBackupCode(code))
  })
})

describe('the secret box (AES-256-GCM)', () => {
  it('round-trips and never stores the plain secret', () => {
    const sealed = seal('JBSWY3DPEHPK3PXP')
    expect(sealed).toMatch(/^v1\./)
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP')
    expect(open(sealed)).toBe('JBSWY3DPEHPK3PXP')
  })

  it('uses a fresh IV each time and detects tampering', () => {
    expect(seal('same')).not.toBe(seal('same'))
    const sealed = seal('secret')
    const parts = sealed.split('.')
    parts[3] = Buffer.from('tampered').toString('base64url')
    expect(() => open(parts.join('.'))).toThrow()
  })
})
