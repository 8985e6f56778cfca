/**
 * The query parameters a page reads, declared where the page parses them (issue 22). The page cache keys
 * a page by its path and the parameters some page declared, and nothing else (lib/server/page-key.ts,
 * through lib/pages/page-queries.ts): a parameter read but not declared would be dropped before the render.
 * Reading through a declaration makes that impossible: `read` hands the page the declared parameters
 * only, typed, so reading another one does not compile. Pure.
 */
type Value = string | string[] | undefined;

/** A page's query as Next.js hands it over (`searchParams`). */
export type Query = Record<string, Value>;

/** What a page may read: its named parameters, and any parameter starting with one of its prefixes. */
export type DeclaredQuery<N extends string, P extends string = never> = { readonly [K in N]?: Value } & {
  readonly [K in `${P}${string}`]?: Value;
};

/** The longest name after a prefix (`min_<spec key>`) a page reads. */
const MAX_SUFFIX = 100;

export type PageQuery<N extends string = string, P extends string = string> = {
  readonly names: readonly N[];
  /** Prefixes of parameters the page reads by family (`min_`: `min_<spec key>`). */
  readonly prefixes: readonly P[];
  /** Whether the page reads the parameter `name`. */
  reads(name: string): boolean;
  /** The declared parameters of `query`, and none other. */
  read(query: Query): DeclaredQuery<N, P>;
};

/** The declared query of a page, for its parsers' parameters. */
export type QueryOf<Q> = Q extends PageQuery<infer N, infer P> ? DeclaredQuery<N, P> : never;

export function declarePageQuery<const N extends string, const P extends string = never>(
  names: readonly N[],
  prefixes: readonly P[] = [],
): PageQuery<N, P> {
  const named = new Set<string>(names);
  const reads = (name: string) =>
    named.has(name) ||
    prefixes.some((prefix) => name.startsWith(prefix) && name.length > prefix.length && name.length - prefix.length <= MAX_SUFFIX);
  return {
    names,
    prefixes,
    reads,
    read(query) {
      const declared: Query = {};
      for (const [name, value] of Object.entries(query)) if (reads(name)) declared[name] = value;
      return declared as DeclaredQuery<N, P>;
    },
  };
}

/** A route handler's query in the shape pages get theirs (`?a=1&a=2` → `{ a: ['1', '2'] }`). */
export function queryOf(params: URLSearchParams): Query {
  const query: Query = {};
  for (const [name, value] of params) {
    const before = query[name];
    query[name] = before === undefined ? value : [before, value].flat();
  }
  return query;
}
