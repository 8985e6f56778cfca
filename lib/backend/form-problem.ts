/**
 * What a form that works without script says when it did not send (the sample form, and every form of
 * lib/forms): the form as a whole's problem, and the captcha drawn with the page. No zod here: the browser
 * imports this file.
 */

/** Why a form as a whole was not sent, when it is not the backend's own refusal. */
export type FormProblem =
  /** The captcha's code was not typed. */
  | 'captcha'
  /** The backend could not be reached or answered nonsense: nothing was sent, try again. */
  | 'failed'
  /** The member's sign-in no longer holds: sign in again, or use the captcha. */
  | 'signedOut'
  /** Too many submissions from this address. */
  | 'tooMany';

/** A captcha drawn for a form: its picture, or a question in words (the alternative a blind visitor can answer). */
/**
 * A captcha as a form shows it. `textNone`: the question in words was asked for and the backend drew its
 * picture (it has none): the form says so instead of offering the question again (issue 42, part 2).
 */
export type Captcha = { key: string; image?: string; question?: string; textNone?: true };

/** Which captcha a form asks for: the picture, or the question in words (`web/generate_verify`'s `kind`). */
export type CaptchaKind = 'image' | 'text';
