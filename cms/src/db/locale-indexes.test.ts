import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { indexLocalesByParent, parentIndexName } from './locale-indexes';

describe('the parent index of every _locales table', () => {
  it('is added to _locales tables with a parent, and to no other table', () => {
    const tables = {
      a: {
        name: 'articles_product_key_specs_locales',
        columns: { _parentID: {}, _locale: {} },
        indexes: { u: { name: 'u', on: ['_locale', '_parentID'] } },
      },
      b: { name: 'articles_product_key_specs', columns: { _parentID: {} }, indexes: {} },
      c: { name: 'odd_locales', columns: { id: {} } },
    };
    indexLocalesByParent(tables);
    assert.deepEqual(tables.a.indexes, {
      u: { name: 'u', on: ['_locale', '_parentID'] },
      _parentIdx: { name: 'articles_product_key_specs_locales_parent_idx', on: '_parentID' },
    });
    assert.deepEqual(tables.b.indexes, {});
    assert.equal('indexes' in tables.c, false);
  });

  it('has a name Postgres keeps whole, unique for each table', () => {
    const long = '_articles_v_version_product_quality_certificates_locales';
    const other = '_articles_v_version_product_quality_certificates_locales_x';
    assert.ok(parentIndexName(long).length <= 60);
    assert.notEqual(parentIndexName(long), parentIndexName(other));
    assert.match(parentIndexName(long), /^_articles_v_version_product_quality_certific\w*_[0-9a-f]{8}_pidx$/);
  });
});
