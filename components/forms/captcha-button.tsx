import type { ReactNode } from 'react';
import type { Captcha } from '@/components/use-captcha';

type Labels = { captchaRefresh: string; captchaRefreshTitle: string; captchaImage: string };

/**
 * A browser-drawn form's captcha picture, which is also the button that draws another (the sign-in and
 * contact forms): the picture, "another one" while a question in words is shown, or `waiting` until the
 * first arrives (or when it failed).
 */
export function CaptchaButton(props: {
  captcha: Captcha | null;
  labels: Labels;
  className: string | undefined;
  onClick: () => void;
  waiting: ReactNode;
}) {
  const { captcha, labels, className, onClick, waiting } = props;
  return (
    <button type="button" className={className} onClick={onClick} aria-label={labels.captchaRefresh} title={labels.captchaRefreshTitle}>
      {captcha?.image && !captcha.question ? (
        <img src={captcha.image} alt={labels.captchaImage} width={120} height={40} />
      ) : captcha ? (
        <span>{labels.captchaRefresh}</span>
      ) : (
        waiting
      )}
    </button>
  );
}
