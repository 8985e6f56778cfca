import { isSubscribed, readSubscriptions } from './subscription-form';

describe("a member's subscriptions as islands read them", () => {
  it('keeps the items with a kind, an id and a name', () => {
    const list = readSubscriptions({
      list: [
        { kind: 'product', id: 101, name: 'XY6201' },
        { kind: 'line', id: 11, name: ' 电源管理 ' },
        { kind: 'news', id: 1, name: 'x' },
        { kind: 'product', id: -1, name: 'x' },
        { kind: 'product', id: 102 },
        7,
      ],
    });
    expect(list).toEqual([
      { kind: 'product', id: 101, name: 'XY6201' },
      { kind: 'line', id: 11, name: '电源管理' },
    ]);
    expect(isSubscribed(list, 'line', 11)).toBe(true);
    expect(isSubscribed(list, 'product', 11)).toBe(false);
    for (const nothing of [null, {}, { list: {} }]) expect(readSubscriptions(nothing)).toEqual([]);
  });
});
