import type { ReactNode } from 'react';

export type Fact = { label: string; value: ReactNode };

/** Labelled values as a description list (the IR contact, the share's day figures), one pair per row. */
export function FactList({ facts, className }: { facts: Fact[]; className?: string }) {
  return (
    <dl className={className}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
