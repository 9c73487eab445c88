/** The demo accounts' shared password (README); the accounts themselves: src/lib/auth/demoAccounts.ts. */
export const DEMO_PASSWORD = 'Demo-pass-2025!'
