/**
 * The lists of backend answers, read leniently (docs/backend-api.md, "Lists"): an item that is malformed
 * or lacks a field the site needs is left out, and the rest of the answer stands; one bad attachment, event
 * or product never fails a page. What was left out is collected while an answer is parsed (zod parses
 * synchronously) and logged by the transport, once per call, place and problem.
 */
import { z } from 'zod';

let collected: string[] | null = null;

/** Runs a parse and returns its result with the items it left out (`path[index].field: problem`). */
export function collectLeftOut<T>(parse: () => T): { result: T; leftOut: string[] } {
  const outer = collected;
  collected = [];
  try {
    const result = parse();
    return { result, leftOut: collected };
  } finally {
    collected = outer;
  }
}

/**
 * An array of `item`: the items that parse, in order; the others left out and noted. Typed as the array
 * of `item` it stands for (the input the contract describes, the output pages read).
 */
export function itemsOf<T extends z.ZodType>(item: T, name: string, max = 10_000): z.ZodType<z.output<T>[], z.input<T>[]> {
  return z
    .array(z.unknown())
    .max(max)
    .transform((values) =>
      values.flatMap((value, index) => {
        const parsed = item.safeParse(value);
        if (parsed.success) return [parsed.data as z.output<T>];
        const issue = parsed.error.issues[0];
        collected?.push(
          `${name}[${index}]${issue?.path.length ? `.${issue.path.join('.')}` : ''}: ${issue?.message ?? 'unexpected shape'}`,
        );
        return [];
      }),
    ) as unknown as z.ZodType<z.output<T>[], z.input<T>[]>;
}
