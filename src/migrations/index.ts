import * as migration_20261122_230412_initial from './20261122_230412_initial';
import * as migration_20261122_232637_accounts from './20261122_232637_accounts';

export const migrations = [
  {
    up: migration_20261122_230412_initial.up,
    down: migration_20261122_230412_initial.down,
    name: '20261122_230412_initial',
  },
  {
    up: migration_20261122_232637_accounts.up,
    down: migration_20261122_232637_accounts.down,
    name: '20261122_232637_accounts'
  },
];
