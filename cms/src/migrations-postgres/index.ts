import * as migration_20261128_071805_initial from './20261128_071805_initial';

export const migrations = [
  {
    up: migration_20261128_071805_initial.up,
    down: migration_20261128_071805_initial.down,
    name: '20261128_071805_initial'
  },
];
