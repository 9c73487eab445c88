/** The database the browser tests' server uses, on the server of DATABASE_URL. */
export const E2E_DATABASE = 'artist_e2e'
