import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { searchTokens } from '../search/tokens';
import { partKey, partRank } from './part-number';
import { documentMatches } from './products';

describe('part numbers in any spelling (docs/backend-api.md, web/get_cross_reference)', () => {
  it('compare by their Latin letters and digits, full-width and micro signs included', () => {
    assert.equal(partKey('tps7a20-33'), 'TPS7A2033');
    assert.equal(partKey('ＴＰＳ７Ａ２０'), 'TPS7A20');
    assert.equal(partKey('µPD7101'), 'PD7101');
    assert.equal(partKey('μPD7101'), 'PD7101');
  });
  it('find the same part first, then the parts the query starts with (longest first), then a family (shortest first)', () => {
    const same = partRank('NWP7A2033', 'NWP7A2033')!;
    const orderable = partRank('NWP7A2033PDBVR', 'NWP7A2033')!;
    const family = partRank('NWP7A20', 'NWP7A2018')!;
    assert.ok(same < orderable && orderable < family);
    assert.ok(partRank('NWP7A2033PDBVR', 'NWP7A2033')! < partRank('NWP7A2033PDBVR', 'NWP7')!);
    assert.ok(partRank('NWP7', 'NWP7A2018')! < partRank('NWP7', 'NWP7A20180')!);
  });
  it('match fewer than four letters and digits only exactly', () => {
    assert.equal(partRank('NWP', 'NWP7A2033'), null);
    assert.equal(partRank('NW1', 'NW1'), 0);
  });
});

describe('the document library search (web/get_documents)', () => {
  it('finds by every word of the title, or by the start of a product part number in any spelling', () => {
    assert.equal(documentMatches('XY6201 数据手册', ['XY6201'], '数据手册'), true);
    assert.equal(documentMatches('XY6201 datasheet', ['XY6201'], 'Datasheet xy-62'), true);
    assert.equal(documentMatches('XY6201 datasheet', ['XY6201'], 'datasheet xy63'), false);
    assert.equal(documentMatches('Application note', [], 'note xy'), false);
  });
});

describe('search tokens', () => {
  it('join part numbers and cut Chinese by word', () => {
    assert.deepEqual(searchTokens('XY-6201 稳压器'), ['xy6201', ...searchTokens('稳压器')]);
    assert.ok(searchTokens('业绩说明会').length > 1);
  });
});
