export declare const dashboardMessages: {
    title: {
        id: string;
        defaultMessage: string;
    };
    welcome: {
        id: string;
        defaultMessage: string;
    };
    welcomeLoading: {
        id: string;
        defaultMessage: string;
    };
    customerNumber: {
        id: string;
        defaultMessage: string;
    };
    visitingAddress: {
        id: string;
        defaultMessage: string;
    };
    switchboard: {
        id: string;
        defaultMessage: string;
    };
    profileFailed: {
        id: string;
        defaultMessage: string;
    };
    retry: {
        id: string;
        defaultMessage: string;
    };
};
//# sourceMappingURL=dashboard.messages.d.ts.map