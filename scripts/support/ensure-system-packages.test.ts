/** @jest-environment node */
/**
 * scripts/ensure-system-packages.sh, which CI and `npm test` run first, installs a Debian package only when it is
 * missing. Its check for the CJK fonts reads fc-list's list of every font: with `grep -q` under `pipefail`, grep stopped
 * at the first match, fc-list was killed by SIGPIPE writing the rest, and the fonts read as missing, so every CI run
 * updated apt's lists and installed them again. Here fc-list is a stand-in that writes a long list, the fonts first, and
 * apt-get a stand-in that only notes what it was asked; so is sudo (which runs what it is given, with this PATH), so
 * that the test installs nothing as root or as a user with sudo.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SCRIPT = path.join(process.cwd(), 'scripts', 'ensure-system-packages.sh');

test('installed CJK fonts are found in a long font list, and not installed again', () => {
  const bin = mkdtempSync(path.join(tmpdir(), 'ensure-packages-'));
  const asked = path.join(bin, 'asked');
  try {
    // Far more than a pipe holds (64 KB), after the match: the writer is still writing when grep has its answer.
    writeFileSync(
      path.join(bin, 'fc-list'),
      '#!/bin/sh\necho "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc: Noto Sans CJK SC:style=Regular"\n' +
        'i=0; while [ $i -lt 20000 ]; do echo "/usr/share/fonts/truetype/other/Font$i.ttf: Other Font $i:style=Regular"; i=$((i+1)); done\n',
    );
    writeFileSync(path.join(bin, 'apt-get'), `#!/bin/sh\necho "$@" >> ${asked}\n`);
    writeFileSync(path.join(bin, 'sudo'), '#!/bin/sh\n[ "$1" = -n ] && shift\nexec "$@"\n');
    for (const tool of ['fc-list', 'apt-get', 'sudo']) chmodSync(path.join(bin, tool), 0o755);
    const said = execFileSync('bash', [SCRIPT], { env: { ...process.env, PATH: `${bin}:${process.env.PATH}` }, encoding: 'utf8' });
    expect(said).not.toContain('fonts-noto-cjk');
    expect(existsSync(asked) ? readFileSync(asked, 'utf8') : '').not.toContain('fonts-noto-cjk');
  } finally {
    rmSync(bin, { recursive: true, force: true });
  }
});
