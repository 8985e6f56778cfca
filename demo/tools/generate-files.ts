/**
 * Writes the demo backend's generated files under demo/content/files: a product picture (PNG) per part, a
 * datasheet per part, an application note per product line, a PDF per investor document, honour
 * certificates, leadership portraits, the office map, the photographs (JPEGs rendered from the SVGs
 * beside them: the about page's cover, the home banners and the news covers) and the header's and footer's
 * pictures (PNGs rendered from the SVGs beside them), and the document library's files (models, CAD files,
 * guides, designs, errata, declarations). Deterministic: running it again rewrites the same bytes (with the
 * same sharp). Run with `npm run demo-files` after changing demo/content (`-- --documents`: the library's
 * files alone); the output is committed.
 *
 * PDFs are real, minimal PDF 1.4 documents (one page, Helvetica, ASCII text) so they open in any viewer.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { categories, FILES } from '../content/categories';
import { rawProducts } from '../content/products';
import { rawFilings } from '../content/filings';
import { companyProfile, HONOUR_IMAGE, MAP_IMAGE } from '../content/company';
import { rawDocuments, type RawDocument } from '../content/documents';
import type { RawProduct } from '../content/products';
import { AEC_Q100, fitOf, QUALITY_FILES } from '../content/compliance';
import { noticeFile, rawNotices, type RawNotice } from '../content/change-notices';
import { DIVIDEND_PDFS } from '../content/ir/dividends';
import { MEETING_PDFS } from '../content/ir/meetings';
import { BRIEFING_PDFS } from '../content/ir/briefings';
import { ESG_PDFS } from '../content/ir/esg';

const ROOT = path.join(process.cwd(), 'demo', 'content', 'files');

function write(relative: string, content: string | Buffer) {
  const file = path.join(ROOT, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  // PDFs are ASCII; SVGs are UTF-8 (they carry Chinese text); images are bytes as they are.
  if (typeof content !== 'string') writeFileSync(file, content);
  else writeFileSync(file, content, relative.endsWith('.pdf') ? 'latin1' : 'utf8');
}

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
const escapePdf = (value: string) => value.replace(/[\\()]/g, (char) => `\\${char}`);

/** A one-page PDF with a title and lines of ASCII text, with a correct cross-reference table. */
export function minimalPdf(title: string, lines: string[]): string {
  const text = [
    `BT /F1 18 Tf 72 740 Td (${escapePdf(title)}) Tj ET`,
    ...lines.map((line, index) => `BT /F1 11 Tf 72 ${700 - index * 18} Td (${escapePdf(line)}) Tj ET`),
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return body;
}

const COMPANY = 'Xingyuan Microelectronics Co., Ltd. (fictional demo company)';

function chipSvg(pn: string, pins: number): string {
  const perSide = Math.max(3, Math.min(8, Math.ceil(pins / 2)));
  const pitch = 200 / perSide;
  const legs = Array.from({ length: perSide }, (_, index) => {
    const x = 110 + index * pitch + pitch / 2 - 7;
    return `<rect x="${x.toFixed(1)}" y="60" width="14" height="40" fill="#b8c2d6"/><rect x="${x.toFixed(1)}" y="300" width="14" height="40" fill="#b8c2d6"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="400" viewBox="0 0 480 400"><rect width="480" height="400" fill="#f4f7fc"/>${legs}<rect x="90" y="95" width="300" height="210" rx="10" fill="#1c2433"/><circle cx="112" cy="117" r="6" fill="#3a4458"/><text x="240" y="210" text-anchor="middle" font-family="monospace" font-size="34" font-weight="700" fill="#e6ebf5">${escapeXml(pn)}</text><text x="240" y="242" text-anchor="middle" font-family="sans-serif" font-size="13" letter-spacing="3" fill="#8d98ad">XINGYUAN</text></svg>`;
}

function certificateSvg(title: string, issuer: string, year: number, type: string): string {
  const { width, height } = HONOUR_IMAGE;
  const accent = type === 'award' ? '#c8102e' : type === 'patent' ? '#0b5cab' : '#1a7f5a';
  const label = type === 'award' ? '荣誉证书' : type === 'patent' ? '发明专利证书' : '认证证书';
  // Long titles wrap onto two lines at about 16 characters.
  const lines = title.length > 16 ? [title.slice(0, 16), title.slice(16)] : [title];
  const titleText = lines
    .map(
      (line, index) =>
        `<text x="300" y="${200 + index * 34}" text-anchor="middle" font-size="24" font-weight="700" fill="#1c2433">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif"><rect width="${width}" height="${height}" fill="#fffdf7"/><rect x="16" y="16" width="${width - 32}" height="${height - 32}" fill="none" stroke="${accent}" stroke-width="6"/><rect x="30" y="30" width="${width - 60}" height="${height - 60}" fill="none" stroke="#d8c79a" stroke-width="2"/><text x="300" y="110" text-anchor="middle" font-size="36" font-weight="700" fill="${accent}" letter-spacing="8">${label}</text>${titleText}<text x="300" y="300" text-anchor="middle" font-size="16" fill="#4a5568">授予：星垣微电子股份有限公司</text><text x="300" y="330" text-anchor="middle" font-size="15" fill="#4a5568">${escapeXml(issuer)} · ${year} 年</text><circle cx="480" cy="330" r="36" fill="none" stroke="${accent}" stroke-width="3" opacity="0.7"/><text x="480" y="336" text-anchor="middle" font-size="14" fill="${accent}" opacity="0.8">（示意）</text></svg>`;
}

function portraitSvg(name: string, index: number): string {
  const hues = [212, 168, 28, 280, 340];
  const hue = hues[index % hues.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240" font-family="'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif"><rect width="240" height="240" fill="hsl(${hue},45%,92%)"/><circle cx="120" cy="96" r="44" fill="hsl(${hue},30%,70%)"/><path d="M40 240c0-50 36-80 80-80s80 30 80 80z" fill="hsl(${hue},30%,70%)"/><text x="120" y="112" text-anchor="middle" font-size="40" font-weight="700" fill="#fff">${escapeXml(name.slice(0, 1))}</text></svg>`;
}

function mapSvg(): string {
  const { width, height } = MAP_IMAGE;
  // Schematic positions (not to scale) of the offices' cities.
  const cities: Record<string, [number, number]> = {
    北京: [760, 150],
    上海: [930, 330],
    苏州: [880, 300],
    成都: [430, 370],
    深圳: [760, 540],
  };
  const marks = companyProfile.offices
    .map((office) => {
      const [x, y] = cities[office.city] ?? [600, 320];
      const hq = office.type === 'headquarters';
      const labelX = office.city === '苏州' ? x - 14 : x + 14;
      const anchor = office.city === '苏州' ? 'end' : 'start';
      return `<circle cx="${x}" cy="${y}" r="${hq ? 12 : 8}" fill="${hq ? '#c8102e' : '#0b5cab'}" stroke="#fff" stroke-width="3"/><text x="${labelX}" y="${y + 6}" text-anchor="${anchor}" font-size="20" font-weight="${hq ? 700 : 400}" fill="#1c2433">${escapeXml(office.name)}</text>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif"><rect width="${width}" height="${height}" fill="#eef3fa"/><path d="M180 200 C300 80 620 60 820 90 C980 110 1060 220 1010 330 C980 420 900 520 780 580 C640 640 420 600 300 520 C180 440 120 300 180 200 Z" fill="#dde6f3" stroke="#b8c7de" stroke-width="3"/><g stroke="#c9d5e8" stroke-width="1">${Array.from({ length: 11 }, (_, i) => `<line x1="${i * 120}" y1="0" x2="${i * 120}" y2="${height}"/>`).join('')}${Array.from({ length: 6 }, (_, i) => `<line x1="0" y1="${i * 128}" x2="${width}" y2="${i * 128}"/>`).join('')}</g>${marks}<text x="40" y="${height - 30}" font-size="16" fill="#6b7a90">示意图，非实际比例</text></svg>`;
}

/**
 * The about page's cover as a CMS holds a photograph: a large JPEG (2400 × 1200), the demo's raster image
 * that the site serves through Next.js's image optimizer in the widths a device needs.
 */
async function aboutCoverJpeg() {
  await jpegFromSvg('about-cover.svg', 'about-cover.jpg', 2400, 1200);
}

/**
 * A raster image of `width` × `height` (PNG for line art, else JPEG, by the output's name) rendered from an
 * SVG at `density` dpi.
 */
async function rasterFromSvg(svg: Buffer, out: string, width: number, height: number, density = 144) {
  const image = sharp(svg, { density }).resize(width, height);
  write(out, await (out.endsWith('.png') ? image.png({ compressionLevel: 9, palette: true }) : image.jpeg({ quality: 85 })).toBuffer());
}

/** One of the hand-drawn SVGs under demo/content/files. */
const svgFile = (name: string) => readFileSync(path.join(ROOT, name));

/** A JPEG of the given size rendered from one of the hand-drawn SVGs beside it. */
async function jpegFromSvg(svg: string, jpg: string, width: number, height: number) {
  await rasterFromSvg(svgFile(svg), jpg, width, height);
}

/**
 * The home banners and news covers as a CMS holds them: photographs, JPEGs that the site serves through the
 * image optimizer. Drawn as SVG here; served as SVG, each one cost a phone a document of its own to parse,
 * style and lay out on the page's main thread (issue 21), which a photograph does not.
 */
async function photoJpegs() {
  for (const banner of [1, 2, 3]) {
    await jpegFromSvg(`banner-${banner}.svg`, `banner-${banner}.jpg`, 1920, 720);
    await jpegFromSvg(`banner-${banner}-mobile.svg`, `banner-${banner}-mobile.jpg`, 750, 900);
  }
  for (const cover of [1, 2, 3, 4]) await jpegFromSvg(`news/cover-${cover}.svg`, `news/cover-${cover}.jpg`, 640, 400);
}

/** A PNG of the given size rendered from one of the hand-drawn SVGs beside it, drawn at that size (not scaled up). */
async function pngFromSvgFile(svg: string, png: string, width: number, height: number) {
  const source = svgFile(svg);
  const { width: nominal = width } = await sharp(source).metadata();
  await rasterFromSvg(source, png, width, height, (72 * width) / nominal);
}

/**
 * The logos, the social accounts' icons and QR codes and the footer's background as a CMS holds them: PNGs
 * (a QR code comes from WeChat as one), at three times the size they are shown. Served as SVG, each was a
 * document of its own on a phone's main thread (issue 21): the header's logo on every page, and the
 * footer's five pictures wherever the footer came near.
 */
async function shellPngs() {
  for (const logo of ['logo', 'logo-light']) await pngFromSvgFile(`${logo}.svg`, `${logo}.png`, 600, 144);
  for (const account of ['official-account', 'video-account']) await pngFromSvgFile(`qr-${account}.svg`, `qr-${account}.png`, 432, 480);
  for (const icon of ['wechat', 'video']) await pngFromSvgFile(`icon-${icon}.svg`, `icon-${icon}.png`, 96, 96);
  await pngFromSvgFile('footer-bg.svg', 'footer-bg.png', 1920, 420);
}

/** Pins of a product's first package (`SOT23-5` → 5; 8 when the name says none). */
const pinCount = (product: RawProduct) => Number(/-(\d+)$/.exec(product.packages[0]?.[0] ?? '')?.[1] ?? 8);

/** A behavioural SPICE subcircuit: a stand-in with the part's name and pins, clearly marked as a demo. */
function spiceModel(product: RawProduct, date: string): string {
  return [
    `* ${product.pn} SPICE model (demo)`,
    `* ${COMPANY}`,
    `* Rev 1.0, ${date}. A behavioural stand-in for a real model: do not use it for design.`,
    `.SUBCKT ${product.pn} IN OUT GND`,
    'RIN IN 1 10MEG',
    'E1 2 GND 1 GND 1',
    'ROUT 2 OUT 0.1',
    'CIN IN GND 1P',
    `.ENDS ${product.pn}`,
    '',
  ].join('\n');
}

/** A minimal IBIS file: header, package parasitics, pins and one I/O buffer model. */
function ibisModel(product: RawProduct, date: string): string {
  const pins = Array.from({ length: pinCount(product) }, (_, index) =>
    index === 0 ? `1  VDD  POWER` : index === 1 ? `2  GND  GND` : `${index + 1}  IO${index - 2}  io_3v3`,
  );
  return [
    '[IBIS Ver]      5.1',
    `[File Name]     ${product.pn.toLowerCase()}.ibs`,
    '[File Rev]      1.0',
    `[Date]          ${date}`,
    `[Source]        ${COMPANY}`,
    '[Notes]         Demo model: a stand-in for a real one, not for signal-integrity work.',
    `[Component]     ${product.pn}`,
    '[Manufacturer]  Xingyuan Microelectronics (fictional)',
    '[Package]',
    '| variable  typ      min      max',
    'R_pkg       0.20     0.15     0.25',
    'L_pkg       1.2nH    1.0nH    1.5nH',
    'C_pkg       0.40pF   0.30pF   0.50pF',
    '[Pin]  signal_name  model_name',
    ...pins,
    '[Model]         io_3v3',
    'Model_type      I/O',
    'Vinl = 0.8V',
    'Vinh = 2.0V',
    'C_comp          2.0pF    1.8pF    2.2pF',
    '[Voltage Range] 3.3V     3.0V     3.6V',
    '[End]',
    '',
  ].join('\n');
}

/** A KiCad symbol library with the part: a box with its pins numbered, half on each side. */
function kicadSymbol(product: RawProduct): string {
  const count = pinCount(product);
  const half = Math.ceil(count / 2);
  const height = Math.max(2, half) * 2.54 + 2.54;
  const pins = Array.from({ length: count }, (_, index) => {
    const left = index < half;
    const row = left ? index : index - half;
    const y = (height / 2 - 2.54 - row * 2.54).toFixed(2);
    return `      (pin passive line (at ${left ? -10.16 : 10.16} ${y} ${left ? 0 : 180}) (length 2.54) (name "${index + 1}" (effects (font (size 1.27 1.27)))) (number "${index + 1}" (effects (font (size 1.27 1.27)))))`;
  });
  return [
    '(kicad_symbol_lib (version 20211014) (generator xingyuan_demo)',
    `  (symbol "${product.pn}" (in_bom yes) (on_board yes)`,
    `    (property "Reference" "U" (id 0) (at 0 ${(height / 2 + 1.27).toFixed(2)} 0) (effects (font (size 1.27 1.27))))`,
    `    (property "Value" "${product.pn}" (id 1) (at 0 ${(-height / 2 - 1.27).toFixed(2)} 0) (effects (font (size 1.27 1.27))))`,
    `    (property "Footprint" "Xingyuan:${product.pn}-${product.packages[0]?.[0] ?? ''}" (id 2) (at 0 0 0) (effects (font (size 1.27 1.27)) hide))`,
    `    (symbol "${product.pn}_0_1" (rectangle (start -7.62 ${(height / 2).toFixed(2)}) (end 7.62 ${(-height / 2).toFixed(2)}) (stroke (width 0.254) (type default) (color 0 0 0 0)) (fill (type background))))`,
    `    (symbol "${product.pn}_1_1"`,
    ...pins,
    '    )',
    '  )',
    ')',
    '',
  ].join('\n');
}

/** A KiCad footprint of the part's first package: its pads in two rows, on the copper, paste and mask layers. */
function kicadFootprint(product: RawProduct): string {
  const count = pinCount(product);
  const half = Math.ceil(count / 2);
  const name = `${product.pn}-${product.packages[0]?.[0] ?? ''}`;
  const pads = Array.from({ length: count }, (_, index) => {
    const left = index < half;
    const row = left ? index : count - 1 - index;
    const y = ((row - (half - 1) / 2) * 0.65).toFixed(3);
    return `  (pad "${index + 1}" smd rect (at ${left ? -1.3 : 1.3} ${y}) (size 0.8 0.35) (layers "F.Cu" "F.Paste" "F.Mask"))`;
  });
  return [
    `(footprint "${name}" (version 20211014) (generator xingyuan_demo) (layer "F.Cu")`,
    `  (descr "${name}, demo footprint: check the package drawing in the datasheet before use")`,
    '  (attr smd)',
    '  (fp_text reference "REF**" (at 0 -2.2) (layer "F.SilkS") (effects (font (size 1 1) (thickness 0.15))))',
    `  (fp_text value "${name}" (at 0 2.2) (layer "F.Fab") (effects (font (size 1 1) (thickness 0.15))))`,
    ...pads,
    ')',
    '',
  ].join('\n');
}

/** The library's files other than datasheets and application notes (written with their products and lines). */
function writeDocument(doc: RawDocument) {
  const content = doc.content;
  if (!content) return;
  const file = doc.access === 'member' ? path.join('..', 'member-files', doc.file) : doc.file;
  if (content.kind === 'pdf') {
    write(
      file,
      minimalPdf(`${doc.title[1]} (demo)`, [
        COMPANY,
        `Revision: ${doc.version}`,
        `Date: ${doc.date}`,
        ...content.lines,
        'This sample document stands in for a real one.',
      ]),
    );
  } else if (content.kind === 'spice') write(file, spiceModel(content.product, doc.date));
  else if (content.kind === 'ibis') write(file, ibisModel(content.product, doc.date));
  else if (content.kind === 'symbol') write(file, kicadSymbol(content.product));
  else write(file, kicadFootprint(content.product));
}

/** Each product's qualification report, and the AEC-Q100 certificate of an automotive part. */
function writeQualityFiles(product: RawProduct) {
  write(
    QUALITY_FILES.report(product.pn),
    minimalPdf(`${product.pn} qualification report (demo)`, [
      COMPANY,
      'Tests: HTOL 1000 h, ESD HBM/CDM, latch-up, THB, temperature cycling, MSL preconditioning',
      `FIT: ${fitOf(product)} (55 C, 60% confidence)`,
      'This sample document stands in for a real report.',
    ]),
  );
  const grade = AEC_Q100[product.id];
  if (grade) {
    write(
      QUALITY_FILES.aec(product.pn),
      minimalPdf(`${product.pn} AEC-Q100 Grade ${grade} certificate (demo)`, [
        COMPANY,
        'This sample document stands in for a real certificate.',
      ]),
    );
  }
}

/** A change notice's PDF: its number, type, dates and what changes. */
function writeNotice(notice: RawNotice) {
  write(
    noticeFile(notice.number),
    minimalPdf(`${notice.number} ${notice.title.en} (demo)`, [
      COMPANY,
      `${notice.type === 'pdn' ? 'Product discontinuance notice' : 'Product change notice'}, ${notice.date}`,
      `Effective: ${notice.effective_date}${notice.last_time_buy ? `; last time buy: ${notice.last_time_buy}` : ''}`,
      ...(notice.summary.en.match(/.{1,90}(\s|$)/g) ?? []).map((line) => line.trim()),
      'This sample document stands in for a real notice.',
    ]),
  );
}

async function main() {
  if (process.argv.includes('--documents')) {
    for (const pdf of [...DIVIDEND_PDFS, ...MEETING_PDFS, ...BRIEFING_PDFS, ...ESG_PDFS])
      write(pdf.file, minimalPdf(pdf.title, [COMPANY, 'Stock code: 688000', 'This sample document stands in for the real one.']));
    rawDocuments.forEach(writeDocument);
    rawProducts.forEach(writeQualityFiles);
    rawNotices.forEach(writeNotice);
    return;
  }
  for (const product of rawProducts) {
    const pins = Number(/-(\d+)$/.exec(product.packages[0]?.[0] ?? '')?.[1] ?? 8);
    // A product's picture as a CMS holds it: a PNG (line art), drawn here as SVG. Served as SVG, each card's
    // picture was a document of its own on a phone's main thread, its part number set in the visitor's fonts
    // (issue 21).
    await rasterFromSvg(Buffer.from(chipSvg(product.pn, pins)), FILES.productImage(product.pn), 480, 400);
    write(
      FILES.datasheet(product.pn),
      minimalPdf(`${product.pn} Datasheet (demo)`, [
        COMPANY,
        `Part number: ${product.pn}`,
        'Revision: Rev 1.2',
        `Date: ${product.date}`,
        'This sample document stands in for a real datasheet.',
      ]),
    );
  }
  for (const line of categories.filter((category) => category.type === 'product' && category.parent_id !== null)) {
    write(
      FILES.appNote(line.slug),
      minimalPdf(`Application note: PCB layout guide (${line.slug})`, [
        COMPANY,
        'Revision: Rev 1.0',
        'Date: 2024-01-15',
        'This sample document stands in for a real application note.',
      ]),
    );
  }
  for (const filing of [...rawFilings, { id: 399, number: '', date: '2026-11-05', type: 'governance', member: true }]) {
    write(
      'member' in filing ? path.join('..', 'member-files', FILES.memberFiling(filing.id)) : FILES.filing(filing.id),
      minimalPdf(`Investor document ${filing.id} (demo)`, [
        COMPANY,
        'Stock code: 688000',
        `Type: ${filing.type}`,
        `Number: ${filing.number || 'n/a'}`,
        `Date: ${filing.date}`,
        'This sample document stands in for the announcement text.',
      ]),
    );
  }
  for (const pdf of [...DIVIDEND_PDFS, ...MEETING_PDFS, ...BRIEFING_PDFS, ...ESG_PDFS])
    write(pdf.file, minimalPdf(pdf.title, [COMPANY, 'Stock code: 688000', 'This sample document stands in for the real one.']));
  rawDocuments.forEach(writeDocument);
  rawProducts.forEach(writeQualityFiles);
  for (const honour of companyProfile.honours)
    write(`honours/${honour.id}.svg`, certificateSvg(honour.title, honour.issuer, honour.year, honour.type));
  companyProfile.leaders.forEach((leader, index) => write(`leaders/${leader.id}.svg`, portraitSvg(leader.name, index)));
  write('map.svg', mapSvg());
  await aboutCoverJpeg();
  await photoJpegs();
  await shellPngs();
}

void main();
