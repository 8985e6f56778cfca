/**
 * The fields of a form drawn by ./server-form.tsx: plain data the page builds on the server (labels in the
 * page's language) and hands to the island.
 */
type Common = {
  /** The posted name: the payload's field of the same name (lib/forms/read.ts maps problems by it). */
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
};

export type TextField = Common & {
  kind: 'text' | 'email' | 'tel' | 'textarea';
  maxLength: number;
  autoComplete?: string;
  /** Half the row on a wide screen (two such fields side by side). */
  half?: boolean;
};

export type FormField =
  | TextField
  | (Common & { kind: 'select'; options: readonly { value: string; label: string }[]; half?: boolean })
  | (Common & { kind: 'checkbox' });
