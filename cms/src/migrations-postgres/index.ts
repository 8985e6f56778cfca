import * as migration_20261128_071805_initial from './20261128_071805_initial';
import * as migration_20261128_102455_locale_parent_indexes from './20261128_102455_locale_parent_indexes';
import * as migration_20261128_205201_queues from './20261128_205201_queues';
import * as migration_20261128_210253_digest from './20261128_210253_digest';
import * as migration_20261129_011828_questions from './20261129_011828_questions';
import * as migration_20261129_043356_privacy from './20261129_043356_privacy';
import * as migration_20261129_080722_alerts from './20261129_080722_alerts';
import * as migration_20261129_084126_follows_lang from './20261129_084126_follows_lang';
import * as migration_20261129_121156_members_auth from './20261129_121156_members_auth';

export const migrations = [
  {
    up: migration_20261128_071805_initial.up,
    down: migration_20261128_071805_initial.down,
    name: '20261128_071805_initial',
  },
  {
    up: migration_20261128_102455_locale_parent_indexes.up,
    down: migration_20261128_102455_locale_parent_indexes.down,
    name: '20261128_102455_locale_parent_indexes',
  },
  {
    up: migration_20261128_205201_queues.up,
    down: migration_20261128_205201_queues.down,
    name: '20261128_205201_queues',
  },
  {
    up: migration_20261128_210253_digest.up,
    down: migration_20261128_210253_digest.down,
    name: '20261128_210253_digest',
  },
  {
    up: migration_20261129_011828_questions.up,
    down: migration_20261129_011828_questions.down,
    name: '20261129_011828_questions',
  },
  {
    up: migration_20261129_043356_privacy.up,
    down: migration_20261129_043356_privacy.down,
    name: '20261129_043356_privacy',
  },
  {
    up: migration_20261129_080722_alerts.up,
    down: migration_20261129_080722_alerts.down,
    name: '20261129_080722_alerts',
  },
  {
    up: migration_20261129_084126_follows_lang.up,
    down: migration_20261129_084126_follows_lang.down,
    name: '20261129_084126_follows_lang',
  },
  {
    up: migration_20261129_121156_members_auth.up,
    down: migration_20261129_121156_members_auth.down,
    name: '20261129_121156_members_auth'
  },
];
