import { expect, test } from '@playwright/test'

import { signInAs, withE2eDb } from '../helpers/browserSession'

/** The newest audit entry, straight from the database. */
const newestEntry = () =>
  withE2eDb(async (client) => {
    const { rows } = await client.query(
      'SELECT id, action FROM audit_logs ORDER BY timestamp DESC NULLS LAST LIMIT 1',
    )
    return rows[0] as { id: string; action: string }
  })

test.describe('audit entries through Payload’s REST and GraphQL APIs', () => {
  test('an admin can read them but not create, change or delete them', async ({
    context,
    baseURL,
  }) => {
    await signInAs(context, 'admin@demo.local', baseURL!)
    const api = context.request
    // Signing in wrote entries already; make sure there is one to aim at.
    await api.get('/api/admin/users')
    await withE2eDb((client) =>
      client.query(
        `INSERT INTO audit_logs (event_type, action, severity, success, timestamp)
         VALUES ('e2e_probe', 'written by the test', 'info', true, now())`,
      ),
    )
    const entry = await newestEntry()

    const read = await api.get(`/api/cms/audit-logs/${entry.id}`)
    expect(read.status()).toBe(200)

    const created = await api.post('/api/cms/audit-logs', {
      data: { eventType: 'forged', action: 'forged' },
    })
    expect(created.status()).toBe(403)
    const changed = await api.patch(`/api/cms/audit-logs/${entry.id}`, {
      data: { action: 'rewritten' },
    })
    expect(changed.status()).toBe(403)
    const removed = await api.delete(`/api/cms/audit-logs/${entry.id}`)
    expect(removed.status()).toBe(403)

    const readBack = await api.post('/api/cms/graphql', {
      data: { query: `{ AuditLog(id: "${entry.id}") { id action } }` },
    })
    expect((await readBack.json()).data.AuditLog).toEqual({ id: entry.id, action: entry.action })
    for (const query of [
      `mutation { updateAuditLog(id: "${entry.id}", data: { action: "rewritten" }) { id } }`,
      `mutation { deleteAuditLog(id: "${entry.id}") { id } }`,
      `mutation { createAuditLog(data: { eventType: "forged", action: "forged" }) { id } }`,
    ]) {
      const response = await api.post('/api/cms/graphql', { data: { query } })
      const body = await response.json()
      expect(body.errors?.[0]?.message).toMatch(/not allowed/i)
      expect(JSON.stringify(body.data ?? {})).not.toContain(entry.id)
    }

    const after = await withE2eDb(async (client) => {
      const { rows } = await client.query('SELECT action FROM audit_logs WHERE id = $1', [entry.id])
      return rows
    })
    expect(after).toEqual([{ action: entry.action }])
    const forged = await withE2eDb(async (client) =>
      client.query("SELECT 1 FROM audit_logs WHERE event_type = 'forged'"),
    )
    expect(forged.rowCount).toBe(0)
  })
})
