import type { ReactNode } from 'react';
import styles from './section.module.css';

export type SectionProps = {
  /** The heading's id, which the section is labelled by (and in-page links land on). */
  id: string;
  title: ReactNode;
  /** A note after the title, in its line (a count, what the list holds). */
  note?: ReactNode;
  /** The section's class (spacing, background); none by default. */
  className?: string;
  /** The heading's class; the content sections' title by default. */
  titleClassName?: string;
  /** The heading is for the outline and screen readers only. */
  hiddenTitle?: boolean;
  /** Heading and content inside the page's centred column (a full-width section with a background). */
  container?: boolean;
  children?: ReactNode;
};

/** A section of a page: `<section aria-labelledby>` with its `<h2>`, as every page writes them. */
export function Section({ id, title, note, className, titleClassName, hiddenTitle, container, children }: SectionProps) {
  const heading = (
    <h2 id={id} className={hiddenTitle ? 'visually-hidden' : (titleClassName ?? styles.sectionTitle)}>
      {title}
      {note ? <small>{note}</small> : null}
    </h2>
  );
  return (
    <section aria-labelledby={id} className={className}>
      {container ? (
        <div className="container">
          {heading}
          {children}
        </div>
      ) : (
        <>
          {heading}
          {children}
        </>
      )}
    </section>
  );
}
