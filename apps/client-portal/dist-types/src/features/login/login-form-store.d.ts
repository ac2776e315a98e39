import { type FieldProblems, type LogIn, type LoginField, type LoginOutcome, type ProblemNotifier, type ServiceError } from '@tolk/core';
/** The login screen's state: what was typed, which problems to show, the last refusal. */
export declare class LoginFormStore {
    private readonly logIn;
    private readonly notifier;
    customerNumber: string;
    password: string;
    touched: Record<LoginField, boolean>;
    submitting: boolean;
    rejection: readonly ServiceError[] | null;
    constructor(logIn: LogIn, notifier: ProblemNotifier);
    get problems(): FieldProblems<LoginField>;
    /** The submit button stays disabled until the form is valid (spec 3 §2). */
    get canSubmit(): boolean;
    setCustomerNumber(value: string): void;
    setPassword(value: string): void;
    touch(field: LoginField): void;
    submit(): Promise<LoginOutcome | null>;
}
//# sourceMappingURL=login-form-store.d.ts.map