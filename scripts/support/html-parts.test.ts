import { flightRows, flightText, htmlParts, partsInPage, payloadParts } from './html-parts';
import { brotliBytes } from './first-screen';

/** A page as Next.js serves one: markup, a stylesheet, the payload in two pushes, and a bootstrap script. */
const push = (chunk: string) => `<script>self.__next_f.push(${JSON.stringify([1, chunk])})</script>`;
const tree = [
  '$',
  'main',
  null,
  {
    children: [
      ['$', 'section', null, { id: 'stock', children: ['$', 'p', null, { children: 'x'.repeat(300) }] }],
      ['$', 'section', null, { 'aria-labelledby': 'news', children: 'y'.repeat(50) }],
      ['$', 'footer', null, { children: '$L3' }],
    ],
  },
];
const flight = `1:I["chunk.js",["a"],"Hover"]\n2:T6,中文0:${JSON.stringify(tree)}\n3:${JSON.stringify(['$', 'p', null, { children: 'z'.repeat(80) }])}\n`;
const html =
  '<!DOCTYPE html><html><head><style>body{margin:0}</style></head><body><main>' +
  '<section id="stock"><p>xxx</p></section></main>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  push(flight.slice(0, 20)) +
  push(flight.slice(20)) +
  '</body></html>';

test('the payload is read back from its pushes, in order', () => {
  expect(flightText(html)).toBe(flight);
});

test('its rows: a client reference, a text row counted in UTF-8 bytes, the element tree', () => {
  expect(flightRows(flight).map(({ id, kind, text }) => [id, kind, text.slice(0, 8)])).toEqual([
    ['1', 'I', 'I["chunk'],
    ['2', 'text', '中文'],
    ['0', 'tree', '["$","ma'],
    ['3', 'tree', '["$","p"'],
  ]);
});

test('the tree is counted toward the sections (and the chrome) that hold it, rows referred to included, every byte once', () => {
  const parts = payloadParts(flight);
  expect(parts.map((part) => part.part).slice(0, 3)).toEqual(['#stock', '<footer>', '#news']);
  expect(parts.find((part) => part.part === '<footer>')!.bytes).toBeGreaterThan(80);
  expect(parts.find((part) => part.part === '#stock')!.bytes).toBeGreaterThan(300);
  const treeBytes = parts.filter((part) => /^[#<]/.test(part.part) || part.part === 'elements outside a section');
  const rowBytes = [tree, ['$', 'p', null, { children: 'z'.repeat(80) }]].map((row) => Buffer.byteLength(JSON.stringify(row)));
  expect(treeBytes.reduce((sum, part) => sum + part.bytes, 0)).toBe(rowBytes[0]! + rowBytes[1]!);
  expect(parts.find((part) => part.part === 'text rows')!.bytes).toBe(6);
});

test('the page splits into markup, stylesheets, payload and other scripts, which add up to it', () => {
  const { raw, brotli } = htmlParts(html);
  expect(raw.css).toBe('<style>body{margin:0}</style>'.length);
  expect(raw.markup + raw.css + raw.payload + raw.otherScripts).toBe(Buffer.byteLength(html));
  expect(raw.payload).toBeGreaterThan(flight.length);
  expect(brotli.payload).toBeGreaterThan(0);
});

test('a page without a payload has none', () => {
  expect(htmlParts('<html><body><p>hi</p></body></html>').payloadParts).toEqual([]);
});

test("a part's cost in the page is what the page's brotli loses without it: less than alone when the page says it already", () => {
  const text = 'Quarterly results of the company, with every figure and date said once. '.repeat(4);
  const page = (payload: string) =>
    `<html><head><style>p{color:red}</style></head><body><p>${text}</p>` +
    `<script>self.__next_f.push([1,${JSON.stringify(payload)}])</script><script>boot()</script></body></html>`;
  const repeating = htmlParts(page(`0:["$","p",null,{"children":"${text}"}]`));
  expect(repeating.inPage.payload).toBeLessThan(repeating.brotli.payload);
  expect(repeating.inPage.payload).toBeGreaterThan(0);
  // A payload the page does not already say costs more in it.
  let seed = 7;
  const unlike = Array.from({ length: text.length }, () => String.fromCharCode(97 + ((seed = (seed * 48271) % 2147483647) % 26))).join('');
  const fresh = htmlParts(page(`0:["$","p",null,{"children":"${unlike}"}]`));
  expect(fresh.inPage.payload).toBeGreaterThan(repeating.inPage.payload);
  expect(repeating.inPage.css).toBeGreaterThan(0);
  expect(repeating.inPage.otherScripts).toBeGreaterThan(0);
  expect(htmlParts('<html><body><p>hi</p></body></html>').inPage).toEqual({ css: 0, payload: 0, otherScripts: 0 });
  // The whole page's brotli it reckons from, which the first screen's measure takes instead of compressing the page again.
  expect(fresh.wholeBrotli).toBe(brotliBytes(page(`0:["$","p",null,{"children":"${unlike}"}]`)));
});

describe("a payload part's price in the page", () => {
  // A list whose items say what the markup says, and a section whose payload holds data the markup does not.
  const items = Array.from({ length: 12 }, (_, n) => ({
    title: `Announcement ${n} on the company's results`,
    date: `2026-0${(n % 9) + 1}-1${n % 10}`,
  }));
  const listTree = [
    '$',
    'section',
    null,
    {
      'aria-labelledby': 'list',
      className: 'section_a1',
      children: [
        '$',
        'ul',
        null,
        {
          className: 'list_b2',
          children: items.map((item, n) => [
            '$',
            'li',
            String(n),
            {
              className: 'item_c3',
              children: [
                ['$', 'time', null, { dateTime: item.date, children: item.date }],
                ['$', '$L5', null, { href: `/news/${n}`, prefetch: false, children: item.title }],
              ],
            },
          ]),
        },
      ],
    },
  ];
  const unique = Array.from({ length: 300 }, (_, n) => ((n * 7919) % 1000).toString(36)).join(',');
  const flight =
    `5:I["chunk.js",["a"],"Link"]\n6:${JSON.stringify(['$', 'p', null, { 'data-only': unique }])}\n` +
    `0:${JSON.stringify(['$', 'main', null, { children: [listTree, ['$', 'section', null, { id: 'chart', children: '$6' }]] }])}\n`;
  const markup = items
    .map((item, n) => `<li class="item_c3"><time datetime="${item.date}">${item.date}</time><a href="/news/${n}">${item.title}</a></li>`)
    .join('');
  const page =
    `<html><head></head><body><main><section aria-labelledby="list"><ul class="list_b2">${markup}</ul></section><section id="chart"><p></p></section></main>` +
    `<script nonce="n">self.__next_f.push(${JSON.stringify([1, flight.slice(0, 40)])})</script>` +
    `<script nonce="n">self.__next_f.push(${JSON.stringify([1, flight.slice(40)])})</script></body></html>`;

  test('without it, and as data: a list the markup already says costs little, its elements more than its data', () => {
    const [list, chart] = partsInPage(page, ['#list', '#chart']);
    expect(list!.part).toBe('#list');
    expect(list!.without).toBeGreaterThan(0);
    // As data it still says its texts and links: it saves less than leaving it out, and something over its elements.
    expect(list!.asData).toBeLessThan(list!.without);
    expect(list!.asData).toBeGreaterThan(0);
    // Data the markup does not hold is paid for in full: leaving it out saves most of it (the row it refers to is gone).
    expect(chart!.without).toBeGreaterThan(brotliBytes(unique) / 2);
  });

  test('a part the page does not have costs nothing; a page without a payload has no parts', () => {
    expect(partsInPage(page, ['#absent'])).toEqual([{ part: '#absent', without: 0, asData: 0 }]);
    expect(partsInPage('<html><body><p>hi</p></body></html>', ['#list'])).toEqual([]);
  });
});
