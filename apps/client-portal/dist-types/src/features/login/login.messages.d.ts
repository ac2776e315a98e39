export declare const loginMessages: {
    title: {
        id: string;
        defaultMessage: string;
    };
    intro: {
        id: string;
        defaultMessage: string;
    };
    customerNumber: {
        id: string;
        defaultMessage: string;
    };
    password: {
        id: string;
        defaultMessage: string;
    };
    showPassword: {
        id: string;
        defaultMessage: string;
    };
    hidePassword: {
        id: string;
        defaultMessage: string;
    };
    submit: {
        id: string;
        defaultMessage: string;
    };
    submitting: {
        id: string;
        defaultMessage: string;
    };
    terms: {
        id: string;
        defaultMessage: string;
    };
    privacy: {
        id: string;
        defaultMessage: string;
    };
};
//# sourceMappingURL=login.messages.d.ts.map