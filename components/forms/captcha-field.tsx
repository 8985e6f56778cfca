import type { Captcha } from '@/lib/backend/form-problem';
import { CAPTCHA_CODE_MAX, FORM_HIDDEN } from '@/lib/forms/state';
import styles from './form.module.css';

type Props = {
  /** The field's id. */
  id: string;
  labels: { captcha: string; captchaImage: string; captchaRefresh: string };
  /** The captcha shown: the page's, or the last one an answer or the refresh brought. */
  captcha: Captcha | null | undefined;
  invalid: boolean;
  /** A new code: drawn once the page's script runs (without it, a new code comes with the next page). */
  onRefresh: (() => void) | null;
};

/** The captcha of a form posted to its page (./server-form.tsx, the sample form): the code, its picture and its key. */
export function CaptchaField({ id, labels, captcha, invalid, onRefresh }: Props) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{labels.captcha}</label>
      <div className={styles.captchaRow}>
        <input
          id={id}
          name={FORM_HIDDEN.captchaCode}
          type="text"
          required
          autoComplete="off"
          maxLength={CAPTCHA_CODE_MAX}
          className={styles.captchaInput}
          aria-invalid={invalid ? true : undefined}
        />
        {captcha ? (
          <>
            <input type="hidden" name={FORM_HIDDEN.captchaKey} value={captcha.key} />
            <img src={captcha.image} alt={labels.captchaImage} width={120} height={40} />
          </>
        ) : null}
        {onRefresh ? (
          <button type="button" className={styles.refresh} onClick={onRefresh}>
            {labels.captchaRefresh}
          </button>
        ) : null}
      </div>
    </div>
  );
}
