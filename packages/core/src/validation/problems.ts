/**
 * What is wrong with one field, as data. The UI turns a problem into the spec's messages
 * ("{name} is required", "{name} is not valid", minimum length ...), so rules never hold text.
 */
export type FieldProblem =
  | { readonly kind: 'required' }
  | { readonly kind: 'not-numeric' }
  | { readonly kind: 'too-long'; readonly max: number }
  | { readonly kind: 'too-short'; readonly min: number };

export type FieldProblems<F extends string> = Partial<Record<F, FieldProblem>>;

export const isValid = <F extends string>(problems: FieldProblems<F>): boolean =>
  Object.values(problems).every((problem) => problem === undefined);

/** The first problem of a value, checking the rules in the order given. */
export function firstProblem(
  value: string,
  rules: ReadonlyArray<(value: string) => FieldProblem | undefined>,
): FieldProblem | undefined {
  for (const rule of rules) {
    const problem = rule(value);
    if (problem) return problem;
  }
  return undefined;
}

export const required = (value: string): FieldProblem | undefined => (value.trim() === '' ? { kind: 'required' } : undefined);

export const numeric = (value: string): FieldProblem | undefined =>
  /^\d+$/.test(value.trim()) ? undefined : { kind: 'not-numeric' };

export const maxLength =
  (max: number) =>
  (value: string): FieldProblem | undefined =>
    value.length > max ? { kind: 'too-long', max } : undefined;

export const minLength =
  (min: number) =>
  (value: string): FieldProblem | undefined =>
    value.length < min ? { kind: 'too-short', min } : undefined;
