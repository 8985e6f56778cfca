/**
 * Demo document library (issue 23): every type of design resource, for the products of
 * demo/content/products.ts and their lines. Pure data (no file access) so the asset generator
 * (demo/tools/generate-files.ts) writes the files listed here. The PDFs' text is English (`lang: 'en'`);
 * models and CAD files have no language. Three reference designs are for members only: their files live
 * under demo/content/member-files/ and are handed out at sealed addresses (demo/member-files.ts).
 */
import type { DocumentType } from '@/lib/backend/types';
import { categories, FILES, lineSlug } from './categories';
import { PRODUCT_LINES, rawProducts, type RawProduct } from './products';

type Both = [zh: string, en: string];

export type RawDocument = {
  id: number;
  type: DocumentType;
  title: Both;
  version: string;
  date: string;
  /** Under demo/content/files/ (public) or demo/content/member-files/ (members). */
  file: string;
  access?: 'member';
  lang?: 'en';
  /** The products it is for (article ids). */
  products: number[];
  /**
   * What the generator writes: a PDF with these lines, a SPICE or IBIS model, a KiCad symbol or footprint.
   * Absent: the generator writes the file with the product's or line's own (datasheets, application notes).
   */
  content?: { kind: 'pdf'; lines: string[] } | { kind: 'spice' | 'ibis' | 'symbol' | 'footprint'; product: RawProduct };
};

const lines = categories.filter((category) => category.type === 'product' && category.parent_id !== null);
const lineName = (id: number): Both => {
  const names: Record<number, Both> = {
    [PRODUCT_LINES.power]: ['电源管理', 'power management'],
    [PRODUCT_LINES.signal]: ['信号链', 'signal chain'],
    [PRODUCT_LINES.wireless]: ['无线连接', 'wireless'],
    [PRODUCT_LINES.sensors]: ['传感器', 'sensor'],
  };
  return names[id] ?? ['', ''];
};

/** Products with an evaluation board, with a reference design (`member`: for members only), and with errata. */
const EVAL_BOARDS = [102, 104, 106, 111, 123];
const REFERENCE_DESIGNS: Record<number, 'public' | 'member'> = {
  102: 'public',
  106: 'member',
  104: 'member',
  113: 'public',
  123: 'member',
};
const ERRATA: Record<number, string> = { 106: '2025-06-18', 121: '2024-02-27' };

/** Models: SPICE for the analog lines, IBIS (the digital pins' buffers) for wireless and sensors. */
const modelKind = (product: RawProduct) =>
  product.category === PRODUCT_LINES.power || product.category === PRODUCT_LINES.signal ? 'spice' : 'ibis';

function productDocuments(p: RawProduct): RawDocument[] {
  const base = p.id * 100;
  const pkg = p.packages[0]?.[0] ?? '';
  const model = modelKind(p);
  const documents: RawDocument[] = [
    {
      id: base + 1,
      type: 'datasheet',
      title: [`${p.pn} 数据手册`, `${p.pn} Datasheet`],
      version: 'Rev 1.2',
      date: p.date,
      file: FILES.datasheet(p.pn),
      lang: 'en',
      products: [p.id],
    },
    {
      id: base + 2,
      type: model === 'spice' ? 'spice_model' : 'ibis_model',
      title: model === 'spice' ? [`${p.pn} SPICE 模型`, `${p.pn} SPICE model`] : [`${p.pn} IBIS 模型`, `${p.pn} IBIS model`],
      version: 'Rev 1.0',
      date: p.date,
      file: `docs/models/${p.pn.toLowerCase()}.${model === 'spice' ? 'lib' : 'ibs'}`,
      products: [p.id],
      content: { kind: model, product: p },
    },
    {
      id: base + 3,
      type: 'cad',
      title: [`${p.pn} 原理图符号（KiCad）`, `${p.pn} schematic symbol (KiCad)`],
      version: 'Rev 1.0',
      date: p.date,
      file: `docs/cad/${p.pn.toLowerCase()}.kicad_sym`,
      products: [p.id],
      content: { kind: 'symbol', product: p },
    },
    {
      id: base + 4,
      type: 'cad',
      title: [`${p.pn} PCB 封装 ${pkg}（KiCad）`, `${p.pn} PCB footprint ${pkg} (KiCad)`],
      version: 'Rev 1.0',
      date: p.date,
      file: `docs/cad/${p.pn.toLowerCase()}-${pkg.toLowerCase().replace(/[^a-z0-9.-]/g, '')}.kicad_mod`,
      products: [p.id],
      content: { kind: 'footprint', product: p },
    },
  ];
  if (EVAL_BOARDS.includes(p.id)) {
    documents.push({
      id: base + 5,
      type: 'eval_board',
      title: [`${p.pn}EVM 评估板用户指南`, `${p.pn}EVM evaluation board user guide`],
      version: 'Rev A',
      date: p.date,
      file: `docs/eval/${p.pn.toLowerCase()}-evm.pdf`,
      lang: 'en',
      products: [p.id],
      content: { kind: 'pdf', lines: [`Evaluation board: ${p.pn}EVM`, 'Schematic, layout, bill of materials and test results.'] },
    });
  }
  const design = REFERENCE_DESIGNS[p.id];
  if (design) {
    documents.push({
      id: base + 6,
      type: 'reference_design',
      title: [`${p.pn} 参考设计：原理图与 BOM`, `${p.pn} reference design: schematic and BOM`],
      version: 'Rev 1.1',
      date: p.date,
      file: design === 'member' ? `designs/${p.pn.toLowerCase()}.pdf` : `docs/designs/${p.pn.toLowerCase()}.pdf`,
      ...(design === 'member' ? { access: 'member' as const } : {}),
      lang: 'en',
      products: [p.id],
      content: { kind: 'pdf', lines: [`Reference design for ${p.pn}`, 'Schematic, bill of materials and layout notes.'] },
    });
  }
  const errata = ERRATA[p.id];
  if (errata) {
    documents.push({
      id: base + 7,
      type: 'errata',
      title: [`${p.pn} 芯片勘误表`, `${p.pn} silicon errata`],
      version: 'Rev 2',
      date: errata,
      file: `docs/errata/${p.pn.toLowerCase()}.pdf`,
      lang: 'en',
      products: [p.id],
      content: { kind: 'pdf', lines: [`Silicon errata for ${p.pn}, revision A silicon`, 'Known issues and their workarounds.'] },
    });
  }
  return documents;
}

function lineDocuments(line: (typeof lines)[number]): RawDocument[] {
  const products = rawProducts.filter((product) => product.category === line.id).map((product) => product.id);
  const [zh, en] = lineName(line.id);
  // Above every product's ids (a product's are its id times 100, plus at most 99): 110001 for line 11.
  const base = line.id * 10_000;
  return [
    {
      id: base + 1,
      type: 'app_note',
      title: [`${zh}应用笔记：PCB 布局指南`, `${en[0]!.toUpperCase()}${en.slice(1)} application note: PCB layout guide`],
      version: 'Rev 1.0',
      date: '2024-01-15',
      file: FILES.appNote(lineSlug(line.id)),
      lang: 'en',
      products,
    },
    {
      id: base + 2,
      type: 'user_guide',
      title: [`${zh}产品设计用户指南`, `${en[0]!.toUpperCase()}${en.slice(1)} design user guide`],
      version: 'Rev 2.0',
      date: '2025-09-01',
      file: `docs/user-guides/${line.slug}.pdf`,
      lang: 'en',
      products,
      content: { kind: 'pdf', lines: [`Design user guide: ${en} products`, 'Selection, typical circuits and layout.'] },
    },
    {
      id: base + 3,
      type: 'certificate',
      title: [`${zh}产品 RoHS 与 REACH 符合性声明`, `RoHS and REACH declaration: ${en} products`],
      version: '2026',
      date: '2026-03-01',
      file: `docs/certificates/rohs-reach-${line.slug}.pdf`,
      lang: 'en',
      products,
      content: {
        kind: 'pdf',
        lines: [`RoHS (EU) 2015/863 and REACH SVHC declaration: ${en} products`, 'Issued by the quality department.'],
      },
    },
  ];
}

/** Every document, products' first (by product), then the lines'. */
export const rawDocuments: RawDocument[] = [...rawProducts.flatMap(productDocuments), ...lines.flatMap(lineDocuments)];
