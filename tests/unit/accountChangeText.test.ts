import { describe, expect, it } from 'vitest'

import { roleChangeText, statusChangeText } from '@/components/AdminConsole/accountChangeText'

describe("the admin console's account change messages", () => {
  it.each([
    ['premium', 'viewer@demo.local is now a premium member.'],
    ['admin', 'viewer@demo.local is now an admin.'],
    ['viewer', 'viewer@demo.local is now a viewer.'],
    ['user', 'viewer@demo.local is now a user.'],
    ['moderator', 'viewer@demo.local is now a moderator.'],
  ] as const)('names the role %s with its article', (role, text) => {
    expect(roleChangeText('viewer@demo.local', role)).toBe(text)
  })

  it('picks the article for a role it has no phrase for', () => {
    const unlisted = 'editor' as Parameters<typeof roleChangeText>[1]
    expect(roleChangeText('fan@demo.local', unlisted)).toBe('fan@demo.local is now an editor.')
  })

  it('says the new status', () => {
    expect(statusChangeText('fan@demo.local', 'locked')).toBe('fan@demo.local is now locked.')
    expect(statusChangeText('fan@demo.local', 'active')).toBe('fan@demo.local is now active.')
  })
})
