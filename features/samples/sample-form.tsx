'use client';
/**
 * The sample request form. A React form action (`action`, app/[locale]/samples/actions.ts): without script the
 * browser posts it and the page comes back with the answer; with script it is sent in place. Either way
 * what the visitor typed comes back with every refusal, each field with its problem.
 *
 * A signed-in member (lib/client/session.ts) sends their token instead of the captcha, and their details
 * (web/get_member_profile) fill the fields left empty.
 */
import { useActionState, useEffect, useRef, type ReactNode } from 'react';
import {
  HIDDEN,
  INITIAL_SAMPLE_FORM,
  SAMPLE_LIMITS,
  type Captcha,
  type SampleField,
  type SampleFormState,
} from '@/lib/backend/sample-form';
import { CALLS } from '@/lib/backend/calls';
import { SAMPLES } from './calls';
import { getToken } from '@/lib/client/storage';
import { request } from '@/components/api';
import { formAlert } from '@/lib/forms/alert';
import { useFormCaptcha } from '@/components/forms/use-form-captcha';
import { signOut, useSession } from '@/lib/client/session';
import { PROFILE_FIELDS, readProfile } from '@/lib/samples/records';
import type { SampleFormLabels } from './sample-form.labels';
import { SampleSent } from './sample-sent';
import formStyles from '@/components/forms/form.module.css';
import { FormAlert, FormEnd, MemberLine } from '@/components/forms/form-parts';
import styles from './samples.module.css';

type Props = {
  /** The server action that sends the form (app/[locale]/samples/actions.ts). */
  action: (previous: SampleFormState, form: FormData) => Promise<SampleFormState>;
  labels: SampleFormLabels;
  lang: string;
  partNumber: string;
  maxQuantity: number;
  /** The captcha drawn with the page. */
  captcha: Captcha | null;
  /** This page's address, to come back to after signing in. */
  here: string;
  productHref: string;
  accountHref: string;
  anotherHref: string;
  /** What the form collects and why, with the privacy policy (components/privacy/privacy-notice.tsx). */
  notice: ReactNode;
};

const AUTOCOMPLETE: Partial<Record<SampleField, string>> = {
  company: 'organization',
  name: 'name',
  email: 'email',
  phone: 'tel',
  address: 'street-address',
};

export function SampleForm({
  action,
  labels,
  lang,
  partNumber,
  maxQuantity,
  captcha,
  here,
  productHref,
  accountHref,
  anotherHref,
  notice,
}: Props) {
  const [state, formAction, pending] = useActionState(action, INITIAL_SAMPLE_FORM, here);
  const user = useSession();
  const form = useRef<HTMLFormElement>(null);
  const formCaptcha = useFormCaptcha(state, captcha, SAMPLES.submitSampleRequest);

  const signedOut = !state.sent && state.problem === 'signedOut';
  useEffect(() => {
    if (signedOut) signOut();
  }, [signedOut]);

  // A member's details fill the fields they left empty (nothing they typed is replaced).
  useEffect(() => {
    if (!user) return;
    let live = true;
    request<unknown>(CALLS.getMemberProfile, {}, { quiet: true }).then(
      (data) => {
        if (!live || !form.current) return;
        const profile = readProfile(data);
        for (const field of PROFILE_FIELDS) {
          const input = form.current.elements.namedItem(field) as HTMLInputElement | HTMLTextAreaElement | null;
          const value = profile[field];
          if (input && input.value === '' && value) input.value = value;
        }
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [user]);

  if (state.sent) {
    return <SampleSent labels={labels} state={state} productHref={productHref} accountHref={accountHref} anotherHref={anotherHref} />;
  }

  const { values, errors } = state;
  const token = user ? getToken() : null;
  const alert = formAlert(state, labels);

  const field = (name: Exclude<SampleField, 'quantity'>, options: { multiline?: boolean; optional?: boolean; hinted?: boolean } = {}) => {
    const id = `sample-${name}`;
    const error = errors[name];
    const described = [options.hinted ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
    const common = {
      id,
      name,
      defaultValue: values[name] ?? '',
      required: !options.optional,
      maxLength: SAMPLE_LIMITS[name],
      autoComplete: AUTOCOMPLETE[name],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': described,
    };
    return (
      <div className={formStyles.field}>
        <label htmlFor={id}>{labels[name]}</label>
        {options.multiline ? (
          <textarea rows={3} {...common} />
        ) : (
          <input type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'} {...common} />
        )}
        {options.hinted ? (
          <p id={`${id}-hint`} className={formStyles.hint}>
            {labels.applicationHint}
          </p>
        ) : null}
        {error ? (
          <p id={`${id}-error`} className={formStyles.error}>
            {labels.errors[error].replace('{max}', String(maxQuantity))}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form ref={form} action={formAction} className={formStyles.form} aria-label={labels.title}>
      <input type="hidden" name={HIDDEN.lang} value={lang} />
      <input type="hidden" name={HIDDEN.part} value={partNumber} />
      {token ? <input type="hidden" name={HIDDEN.token} value={token} /> : null}
      <MemberLine user={user} here={here} labels={labels} />
      <FormAlert text={alert} />

      <fieldset className={styles.group}>
        <legend>{labels.sectionSamples}</legend>
        <div className={formStyles.field}>
          <label htmlFor="sample-quantity">{labels.quantity}</label>
          <input
            id="sample-quantity"
            name="quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={maxQuantity}
            step={1}
            required
            defaultValue={values.quantity ?? ''}
            className={styles.quantity}
            aria-invalid={errors.quantity ? true : undefined}
            aria-describedby={errors.quantity ? 'sample-quantity-error' : undefined}
          />
          {errors.quantity ? (
            <p id="sample-quantity-error" className={formStyles.error}>
              {labels.errors.quantity.replace('{max}', String(maxQuantity))}
            </p>
          ) : null}
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{labels.sectionProject}</legend>
        {field('project')}
        {field('application', { multiline: true, hinted: true })}
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{labels.sectionContact}</legend>
        <div className={styles.pair}>
          {field('company')}
          {field('name')}
        </div>
        <div className={styles.pair}>
          {field('email')}
          {field('phone', { optional: true })}
        </div>
        {field('address', { multiline: true })}
      </fieldset>

      <FormEnd
        id="sample-captcha"
        token={token}
        captcha={formCaptcha}
        state={state}
        here={here}
        labels={labels}
        notice={notice}
        pending={pending}
        submit={labels.submit}
      />
    </form>
  );
}
