/**
 * The three demo accounts of the README. The seed creates them (with the demo password, which
 * only the seed knows); POST /api/admin-login signs in as the admin among them.
 */
export const DEMO_ACCOUNTS = [
  {
    email: 'admin@demo.local',
    role: 'admin',
    firstName: 'Avery',
    lastName: 'Admin',
    username: 'demo_admin',
  },
  {
    email: 'viewer@demo.local',
    role: 'viewer',
    firstName: 'Vic',
    lastName: 'Viewer',
    username: 'demo_viewer',
  },
  {
    email: 'fan@demo.local',
    role: 'user',
    firstName: 'Frankie',
    lastName: 'Fan',
    username: 'demo_fan',
  },
] as const

/** The account POST /api/admin-login signs in as. */
export const DEMO_ADMIN_EMAIL = DEMO_ACCOUNTS.find((account) => account.role === 'admin')!.email
