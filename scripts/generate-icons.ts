/**
 * `npx tsx scripts/generate-icons.ts`: the raster icons of public/ from public/icon.svg, for the browsers
 * and devices that want them (favicon.ico with 16 and 32 px PNG frames; a 180 px apple-touch-icon on an
 * opaque background, which iOS requires). Run again after changing the SVG; the outputs are committed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const dir = path.join(process.cwd(), 'public');
const svg = readFileSync(path.join(dir, 'icon.svg'));

const png = (size: number, background?: string) =>
  sharp(svg, { density: 384 })
    .resize(size, size, { fit: 'contain', background: background ?? { r: 0, g: 0, b: 0, alpha: 0 } })
    .flatten(background ? { background } : false)
    .png({ compressionLevel: 9 })
    .toBuffer();

/** An ICO file whose frames are PNG images (supported by every browser since IE 9). */
function ico(frames: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * frames.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(frames.length, 4);
  let offset = header.length;
  frames.forEach((frame, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(frame.size % 256, entry);
    header.writeUInt8(frame.size % 256, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(frame.data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += frame.data.length;
  });
  return Buffer.concat([header, ...frames.map((frame) => frame.data)]);
}

async function main() {
  const [small, medium] = await Promise.all([png(16), png(32)]);
  writeFileSync(
    path.join(dir, 'favicon.ico'),
    ico([
      { size: 16, data: small },
      { size: 32, data: medium },
    ]),
  );
  writeFileSync(path.join(dir, 'apple-touch-icon.png'), await png(180, '#ffffff'));
  console.log('wrote public/favicon.ico and public/apple-touch-icon.png');
}

void main();
