'use client';
/**
 * A form that works without script (a React form action): without script the browser posts it and the
 * page comes back with the answer; with script it is sent in place. Either way what the visitor typed comes
 * back with every refusal, each field with its problem, and the receipt's reference when it was sent.
 * Drawn from a list of fields (./fields.ts); the server action is lib/forms/submit.ts's.
 *
 * `members`: a signed-in member (lib/client/session.ts) sends their token instead of the captcha.
 */
import { useActionState, useEffect, type ReactNode } from 'react';
import { FORM_HIDDEN, INITIAL_FORM, type Captcha, type FormState } from '@/lib/forms/state';
import { getToken } from '@/lib/client/storage';
import { formAlert } from '@/lib/forms/alert';
import { useFormCaptcha } from '@/components/forms/use-form-captcha';
import { signOut, useSession } from '@/lib/client/session';
import type { FormLabels } from './server-form.labels';
import type { FormField, TextField } from './fields';
import { FormSent, type SentView } from './form-sent';
import { FormAlert, FormEnd, MemberLine } from './form-parts';
import styles from './form.module.css';
import type { CaptchaCall } from '@/lib/backend/types';

type Props = {
  /** The server action that sends the form. */
  action: (previous: FormState, form: FormData) => Promise<FormState>;
  /** The form's accessible name, and its id's stem. */
  name: string;
  id: string;
  labels: FormLabels;
  lang: string;
  fields: readonly FormField[];
  /** The captcha drawn with the page. */
  captcha: Captcha | null;
  /** The call the form's action sends, which a captcha asked for in the browser is drawn for (issue 42). */
  captchaFor: CaptchaCall;
  /** This page's address: where the form posts without script, and where sign-in comes back to. */
  here: string;
  /** Whether a signed-in member's token replaces the captcha. */
  members?: boolean;
  /** What the form collects and why (components/privacy/privacy-notice.tsx), before the submit button. */
  notice: ReactNode;
  submit: string;
  sent: SentView;
  /** What the fields hold before anything is typed (a box ticked beforehand, a language chosen); never a consent. */
  initial?: Record<string, string>;
};

export function ServerForm({
  action,
  name,
  id,
  labels,
  lang,
  fields,
  captcha,
  captchaFor,
  here,
  members = false,
  notice,
  submit,
  sent,
  initial,
}: Props) {
  const [state, formAction, pending] = useActionState(action, initial ? { ...INITIAL_FORM, values: initial } : INITIAL_FORM, here);
  const session = useSession();
  const user = members ? session : null;
  const formCaptcha = useFormCaptcha(state, captcha, captchaFor);
  const signedOut = !state.sent && state.problem === 'signedOut';
  useEffect(() => {
    if (signedOut) signOut();
  }, [signedOut]);

  if (state.sent) return <FormSent id={id} view={sent} reference={state.reference} member={state.member} labels={labels} />;

  const { values, errors } = state;
  const token = user ? getToken() : null;
  const alert = formAlert(state, labels);

  const typed = (field: TextField) => ({
    defaultValue: values[field.name] ?? '',
    maxLength: field.maxLength,
    autoComplete: field.autoComplete ?? 'off',
  });
  const control = (field: FormField) => {
    const fieldId = `${id}-${field.name}`;
    const error = errors[field.name];
    const described = [field.hint ? `${fieldId}-hint` : '', error ? `${fieldId}-error` : ''].filter(Boolean).join(' ') || undefined;
    const common = {
      id: fieldId,
      name: field.name,
      required: field.required,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': described,
    };
    const hint = field.hint ? (
      <p id={`${fieldId}-hint`} className={styles.hint}>
        {field.hint}
      </p>
    ) : null;
    const problem = error ? (
      <p id={`${fieldId}-error`} className={styles.error}>
        {labels.errors[error]}
      </p>
    ) : null;
    if (field.kind === 'checkbox') {
      return (
        <div className={styles.check} key={field.name}>
          <input type="checkbox" {...common} defaultChecked={values[field.name] === 'on'} />
          <label htmlFor={fieldId}>{field.label}</label>
          {hint}
          {problem}
        </div>
      );
    }
    const input =
      field.kind === 'select' ? (
        <select {...common} defaultValue={values[field.name] ?? ''}>
          <option value="">{labels.choose}</option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : field.kind === 'textarea' ? (
        <textarea rows={5} {...common} {...typed(field)} />
      ) : (
        <input type={field.kind} {...common} {...typed(field)} />
      );
    return (
      <div className={`${styles.field} ${field.half ? styles.half : ''}`} key={field.name}>
        <label htmlFor={fieldId}>{field.label}</label>
        {input}
        {hint}
        {problem}
      </div>
    );
  };

  return (
    <form action={formAction} className={styles.form} aria-label={name} id={id}>
      <input type="hidden" name={FORM_HIDDEN.lang} value={lang} />
      {token ? <input type="hidden" name={FORM_HIDDEN.token} value={token} /> : null}
      {members ? <MemberLine user={user} here={here} labels={labels} /> : null}
      <FormAlert text={alert} />
      <div className={styles.fields}>{fields.map(control)}</div>
      <FormEnd
        id={`${id}-captcha`}
        token={token}
        captcha={formCaptcha}
        state={state}
        here={here}
        labels={labels}
        notice={notice}
        pending={pending}
        submit={submit}
      />
    </form>
  );
}
