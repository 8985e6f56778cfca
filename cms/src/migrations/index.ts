import * as migration_20261128_012409_initial from './20261128_012409_initial';
import * as migration_20261128_034741_catalog from './20261128_034741_catalog';
import * as migration_20261128_035641_members from './20261128_035641_members';
import * as migration_20261128_040537_workflow from './20261128_040537_workflow';
import * as migration_20261128_064650_investor from './20261128_064650_investor';
import * as migration_20261128_070137_parts from './20261128_070137_parts';
import * as migration_20261128_102436_locale_parent_indexes from './20261128_102436_locale_parent_indexes';
import * as migration_20261128_204002_queues from './20261128_204002_queues';
import * as migration_20261129_011817_questions from './20261129_011817_questions';
import * as migration_20261129_043346_privacy from './20261129_043346_privacy';
import * as migration_20261129_080704_alerts from './20261129_080704_alerts';
import * as migration_20261129_084100_follows_lang from './20261129_084100_follows_lang';
import * as migration_20261129_121038_members_auth from './20261129_121038_members_auth';

export const migrations = [
  {
    up: migration_20261128_012409_initial.up,
    down: migration_20261128_012409_initial.down,
    name: '20261128_012409_initial',
  },
  {
    up: migration_20261128_034741_catalog.up,
    down: migration_20261128_034741_catalog.down,
    name: '20261128_034741_catalog',
  },
  {
    up: migration_20261128_035641_members.up,
    down: migration_20261128_035641_members.down,
    name: '20261128_035641_members',
  },
  {
    up: migration_20261128_040537_workflow.up,
    down: migration_20261128_040537_workflow.down,
    name: '20261128_040537_workflow',
  },
  {
    up: migration_20261128_064650_investor.up,
    down: migration_20261128_064650_investor.down,
    name: '20261128_064650_investor',
  },
  {
    up: migration_20261128_070137_parts.up,
    down: migration_20261128_070137_parts.down,
    name: '20261128_070137_parts',
  },
  {
    up: migration_20261128_102436_locale_parent_indexes.up,
    down: migration_20261128_102436_locale_parent_indexes.down,
    name: '20261128_102436_locale_parent_indexes',
  },
  {
    up: migration_20261128_204002_queues.up,
    down: migration_20261128_204002_queues.down,
    name: '20261128_204002_queues',
  },
  {
    up: migration_20261129_011817_questions.up,
    down: migration_20261129_011817_questions.down,
    name: '20261129_011817_questions',
  },
  {
    up: migration_20261129_043346_privacy.up,
    down: migration_20261129_043346_privacy.down,
    name: '20261129_043346_privacy',
  },
  {
    up: migration_20261129_080704_alerts.up,
    down: migration_20261129_080704_alerts.down,
    name: '20261129_080704_alerts',
  },
  {
    up: migration_20261129_084100_follows_lang.up,
    down: migration_20261129_084100_follows_lang.down,
    name: '20261129_084100_follows_lang',
  },
  {
    up: migration_20261129_121038_members_auth.up,
    down: migration_20261129_121038_members_auth.down,
    name: '20261129_121038_members_auth'
  },
];
