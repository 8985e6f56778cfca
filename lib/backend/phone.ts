/** Digits, spaces, +, -, parentheses: landlines with area codes, mobiles, international numbers. Every form's phone field. */
export const PHONE_PATTERN = /^[0-9+\-\s()]*$/;
