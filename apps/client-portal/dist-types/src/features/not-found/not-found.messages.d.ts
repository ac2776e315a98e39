export declare const notFoundMessages: {
    title: {
        id: string;
        defaultMessage: string;
    };
    heading: {
        id: string;
        defaultMessage: string;
    };
    explanation: {
        id: string;
        defaultMessage: string;
    };
    home: {
        id: string;
        defaultMessage: string;
    };
};
//# sourceMappingURL=not-found.messages.d.ts.map