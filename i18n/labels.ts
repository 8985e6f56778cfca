/** The texts of `keys`, translated by `t`: the labels object a client island takes as a prop. */
export function translateKeys<K extends string>(t: (key: K) => string, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, t(key)])) as Record<K, string>;
}
