import * as migration_20261128_012409_initial from './20261128_012409_initial';

export const migrations = [
  {
    up: migration_20261128_012409_initial.up,
    down: migration_20261128_012409_initial.down,
    name: '20261128_012409_initial'
  },
];
