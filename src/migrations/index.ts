import * as migration_20261122_230412_initial from './20261122_230412_initial';
import * as migration_20261122_232637_accounts from './20261122_232637_accounts';
import * as migration_20261123_012620_commerce from './20261123_012620_commerce';
import * as migration_20261123_031353_data_rights from './20261123_031353_data_rights';
import * as migration_20261125_143938_security_review from './20261125_143938_security_review';
import * as migration_20261125_213514_site_settings_art from './20261125_213514_site_settings_art';
import * as migration_20261126_095854_audio_formats from './20261126_095854_audio_formats';
import * as migration_20261126_130739_mail_outbox from './20261126_130739_mail_outbox';
import * as migration_20261126_133649_name_your_price from './20261126_133649_name_your_price';
import * as migration_20261126_162759_releases from './20261126_162759_releases';
import * as migration_20261126_231817_pre_orders from './20261126_231817_pre_orders';

export const migrations = [
  {
    up: migration_20261122_230412_initial.up,
    down: migration_20261122_230412_initial.down,
    name: '20261122_230412_initial',
  },
  {
    up: migration_20261122_232637_accounts.up,
    down: migration_20261122_232637_accounts.down,
    name: '20261122_232637_accounts',
  },
  {
    up: migration_20261123_012620_commerce.up,
    down: migration_20261123_012620_commerce.down,
    name: '20261123_012620_commerce',
  },
  {
    up: migration_20261123_031353_data_rights.up,
    down: migration_20261123_031353_data_rights.down,
    name: '20261123_031353_data_rights',
  },
  {
    up: migration_20261125_143938_security_review.up,
    down: migration_20261125_143938_security_review.down,
    name: '20261125_143938_security_review',
  },
  {
    up: migration_20261125_213514_site_settings_art.up,
    down: migration_20261125_213514_site_settings_art.down,
    name: '20261125_213514_site_settings_art',
  },
  {
    up: migration_20261126_095854_audio_formats.up,
    down: migration_20261126_095854_audio_formats.down,
    name: '20261126_095854_audio_formats',
  },
  {
    up: migration_20261126_130739_mail_outbox.up,
    down: migration_20261126_130739_mail_outbox.down,
    name: '20261126_130739_mail_outbox',
  },
  {
    up: migration_20261126_133649_name_your_price.up,
    down: migration_20261126_133649_name_your_price.down,
    name: '20261126_133649_name_your_price',
  },
  {
    up: migration_20261126_162759_releases.up,
    down: migration_20261126_162759_releases.down,
    name: '20261126_162759_releases',
  },
  {
    up: migration_20261126_231817_pre_orders.up,
    down: migration_20261126_231817_pre_orders.down,
    name: '20261126_231817_pre_orders'
  },
];
