import { firstProblem, maxLength, minLength, numeric, required, type FieldProblems } from '../validation/problems.js';

export const LOGIN_LIMITS = {
  customerNumberMaxLength: 300,
  passwordMinLength: 8,
} as const;

export interface LoginForm {
  readonly customerNumber: string;
  readonly password: string;
}

export type LoginField = keyof LoginForm;

/** Spec 3 §5: customer number required, numeric, at most 300 characters; password at least 8. */
export function validateLogin(form: LoginForm): FieldProblems<LoginField> {
  return {
    customerNumber: firstProblem(form.customerNumber, [required, numeric, maxLength(LOGIN_LIMITS.customerNumberMaxLength)]),
    password: firstProblem(form.password, [required, minLength(LOGIN_LIMITS.passwordMinLength)]),
  };
}
