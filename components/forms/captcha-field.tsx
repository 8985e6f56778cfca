import type { Captcha } from '@/lib/backend/form-problem';
import { CAPTCHA_CODE_MAX, FORM_HIDDEN } from '@/lib/forms/state';
import { CaptchaTextSwitch } from './captcha-text-switch';
import styles from './form.module.css';

type Props = {
  /** The field's id. */
  id: string;
  labels: { captcha: string; captchaImage: string; captchaRefresh: string; captchaText: string; captchaTextNone: string };
  /** The captcha shown: the page's, or the last one an answer or the browser brought. */
  captcha: Captcha | null | undefined;
  invalid: boolean;
  /** With script: a new code of the same kind, and the question in words (issue 24). */
  onRefresh: (() => void) | null;
  onText: (() => void) | null;
  /** Without script: this page's address drawing the question in words. */
  textHref: string;
  /** The backend has no question in words. */
  textUnavailable: boolean;
};

/**
 * The captcha of a form posted to its page (./server-form.tsx, the sample form): its picture, or the question
 * in words a screen reader can read, the code, and the key; the way from the picture to the question, by
 * script or by link.
 */
export function CaptchaField({ id, labels, captcha, invalid, onRefresh, onText, textHref, textUnavailable }: Props) {
  const question = captcha?.question;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{labels.captcha}</label>
      {question ? (
        <p id={`${id}-question`} className={styles.question}>
          {question}
        </p>
      ) : null}
      <div className={styles.captchaRow}>
        <input
          id={id}
          name={FORM_HIDDEN.captchaCode}
          type="text"
          required
          autoComplete="off"
          maxLength={CAPTCHA_CODE_MAX}
          className={styles.captchaInput}
          inputMode={question ? 'numeric' : undefined}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={question ? `${id}-question` : undefined}
        />
        {captcha ? <input type="hidden" name={FORM_HIDDEN.captchaKey} value={captcha.key} /> : null}
        {question ? <input type="hidden" name={FORM_HIDDEN.captchaKind} value="text" /> : null}
        {captcha?.image && !question ? <img src={captcha.image} alt={labels.captchaImage} width={120} height={40} /> : null}
        {onRefresh ? (
          <button type="button" className={styles.refresh} onClick={onRefresh}>
            {labels.captchaRefresh}
          </button>
        ) : null}
      </div>
      {question ? null : <CaptchaTextSwitch labels={labels} unavailable={textUnavailable} onText={onText} href={textHref} />}
    </div>
  );
}
