/**
 * The way from the captcha's picture to its question in words (issue 24): a button with script, a link to
 * the page's `?captcha=text` without; or, where the backend draws only pictures, a word that says so.
 * Styled by global classes of app/globals.css (link-button, quiet-note), not a module: the sign-in and
 * contact islands load apart from their page, and a module here would be a stylesheet fetched with them.
 */
export function CaptchaTextSwitch({
  labels,
  unavailable,
  onText,
  href,
}: {
  labels: { captchaText: string; captchaTextNone: string };
  unavailable: boolean;
  onText: (() => void) | null;
  /** Without script (no `onText`): the page's address drawing the question. */
  href?: string;
}) {
  if (unavailable) {
    return (
      <p className="quiet-note" role="status">
        {labels.captchaTextNone}
      </p>
    );
  }
  return onText ? (
    <button type="button" className="link-button" onClick={onText}>
      {labels.captchaText}
    </button>
  ) : (
    <a className="link-button" href={href} rel="nofollow">
      {labels.captchaText}
    </a>
  );
}
