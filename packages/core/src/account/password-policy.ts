/** Spec 3 §5 and §9: the password policy, checked in order, and the minimum length. */
export const PASSWORD_POLICY = { minLength: 8 } as const;

/** Why a new password is not accepted: the first rule of the policy it breaks. */
export type PasswordProblem =
  | { readonly kind: 'required' }
  | { readonly kind: 'too-short'; readonly min: number }
  | { readonly kind: 'no-uppercase' }
  | { readonly kind: 'no-digit' };

/** Why a repeated password is not accepted. */
export type RepeatProblem = { readonly kind: 'required' } | { readonly kind: 'mismatch' };

/** Characters as the user counts them: code points, so an emoji or "å" is one. */
export const passwordLength = (password: string): number => [...password].length;

const UPPERCASE = /\p{Lu}/u;
const DIGIT = /[0-9]/;

/**
 * The policy of spec 3 §5, checked in order: at least 8 characters, at least one uppercase letter
 * (any alphabet: Å and Ö count), at least one digit 0–9. Blanks are characters like any other:
 * only the empty password is "required".
 */
export function checkPassword(password: string): PasswordProblem | undefined {
  if (password === '') return { kind: 'required' };
  if (passwordLength(password) < PASSWORD_POLICY.minLength) return { kind: 'too-short', min: PASSWORD_POLICY.minLength };
  if (!UPPERCASE.test(password)) return { kind: 'no-uppercase' };
  if (!DIGIT.test(password)) return { kind: 'no-digit' };
  return undefined;
}

/** The repeat must equal the new password exactly ("Passwords do not match"). */
export function checkRepeat(password: string, repeat: string): RepeatProblem | undefined {
  if (repeat === '') return { kind: 'required' };
  return repeat === password ? undefined : { kind: 'mismatch' };
}

/** A new password and its repeat: the set-new-password and reset pages (spec 3 §2, §5). */
export interface NewPasswordForm {
  readonly newPassword: string;
  readonly repeatPassword: string;
}

export interface NewPasswordProblems {
  readonly newPassword?: PasswordProblem;
  readonly repeatPassword?: RepeatProblem;
}

export function validateNewPassword(form: NewPasswordForm): NewPasswordProblems {
  return { newPassword: checkPassword(form.newPassword), repeatPassword: checkRepeat(form.newPassword, form.repeatPassword) };
}

/** Change password in settings: the current password too (spec 3 §5). */
export interface ChangePasswordForm extends NewPasswordForm {
  readonly currentPassword: string;
}

export interface ChangePasswordProblems extends NewPasswordProblems {
  readonly currentPassword?: { readonly kind: 'required' };
}

export function validateChangePassword(form: ChangePasswordForm): ChangePasswordProblems {
  return {
    currentPassword: form.currentPassword === '' ? { kind: 'required' } : undefined,
    ...validateNewPassword(form),
  };
}

export const noPasswordProblems = (problems: NewPasswordProblems | ChangePasswordProblems): boolean =>
  Object.values(problems).every((problem) => problem === undefined);
