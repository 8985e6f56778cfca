/** @jest-environment node */
/** The sections the suite names are headings of docs/backend-api.md (issue 44): a CMS team finds each rule where it says. */
import { readFileSync } from 'node:fs';
import { CALL_NAMES } from '@/features/index';
import { CALL_SECTIONS, SECTIONS } from './sections';

const headings = readFileSync('docs/backend-api.md', 'utf8')
  .split('\n')
  .filter((line) => /^#{2,3} /.test(line))
  .map((line) => line.replace(/^#+ /, ''));

describe('the sections a finding names', () => {
  it('are headings of docs/backend-api.md', () => {
    const named = [...Object.values(SECTIONS), ...Object.values(CALL_SECTIONS)];
    expect(named.filter((section) => !headings.includes(section))).toEqual([]);
  });

  it('name every call of the contract in its own section', () => {
    for (const call of CALL_NAMES) expect(CALL_SECTIONS[call]).toContain(`\`${call}\``);
  });
});
