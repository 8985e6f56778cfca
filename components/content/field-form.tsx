import styles from './field-form.module.css';

type Props = {
  /** The page the form asks, in the page's language. */
  action: string;
  /** The form's name for assistive technology (a search landmark). */
  name: string;
  id: string;
  /** The query parameter the field fills. */
  field: string;
  label: string;
  defaultValue: string;
  placeholder?: string;
  submit: string;
  hint: string;
  maxLength: number;
};

/**
 * A one-field GET search form (the cross-reference, the quality lookup): a label, the field and its button
 * on one line, a hint below. Works without JavaScript; the server renders what it finds.
 */
export function FieldForm({ action, name, id, field, label, defaultValue, placeholder, submit, hint, maxLength }: Props) {
  return (
    <form role="search" action={action} method="get" className={styles.form} aria-label={name}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          type="text"
          inputMode="search"
          name={field}
          defaultValue={defaultValue}
          placeholder={placeholder}
          maxLength={maxLength}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="search"
          aria-describedby={`${id}-hint`}
          className={styles.input}
        />
        <button type="submit" className={styles.submit}>
          {submit}
        </button>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
    </form>
  );
}
