/** Texts both portals use: field problems, transport failures and catalogued CRM errors. */
export declare const fieldMessages: {
  required: {
    id: string;
    defaultMessage: string;
  };
  notValid: {
    id: string;
    defaultMessage: string;
  };
  notNumeric: {
    id: string;
    defaultMessage: string;
  };
  tooShort: {
    id: string;
    defaultMessage: string;
  };
  tooLong: {
    id: string;
    defaultMessage: string;
  };
};
export declare const problemMessages: {
  requestFailed: {
    id: string;
    defaultMessage: string;
  };
  notCompleted: {
    id: string;
    defaultMessage: string;
  };
  timedOut: {
    id: string;
    defaultMessage: string;
  };
  aborted: {
    id: string;
    defaultMessage: string;
  };
  somethingWentWrong: {
    id: string;
    defaultMessage: string;
  };
  tokenErrorClientPortal: {
    id: string;
    defaultMessage: string;
  };
};
/** Catalogued CRM codes with our own wording; any other code shows the CRM's ErrorMessage. */
export declare const serviceErrorMessages: {
  1001: {
    id: string;
    defaultMessage: string;
  };
  1003: {
    id: string;
    defaultMessage: string;
  };
  1004: {
    id: string;
    defaultMessage: string;
  };
  2001: {
    id: string;
    defaultMessage: string;
  };
  2002: {
    id: string;
    defaultMessage: string;
  };
  2003: {
    id: string;
    defaultMessage: string;
  };
  2004: {
    id: string;
    defaultMessage: string;
  };
  2005: {
    id: string;
    defaultMessage: string;
  };
  2006: {
    id: string;
    defaultMessage: string;
  };
  2007: {
    id: string;
    defaultMessage: string;
  };
  2008: {
    id: string;
    defaultMessage: string;
  };
  4001: {
    id: string;
    defaultMessage: string;
  };
  4002: {
    id: string;
    defaultMessage: string;
  };
  9999: {
    id: string;
    defaultMessage: string;
  };
};
export declare const shellMessages: {
  productName: {
    id: string;
    defaultMessage: string;
  };
  pageTitle: {
    id: string;
    defaultMessage: string;
  };
  language: {
    id: string;
    defaultMessage: string;
  };
  swedish: {
    id: string;
    defaultMessage: string;
  };
  english: {
    id: string;
    defaultMessage: string;
  };
  logOut: {
    id: string;
    defaultMessage: string;
  };
  mainNavigation: {
    id: string;
    defaultMessage: string;
  };
  skipToContent: {
    id: string;
    defaultMessage: string;
  };
  footer: {
    id: string;
    defaultMessage: string;
  };
  loading: {
    id: string;
    defaultMessage: string;
  };
};
//# sourceMappingURL=shared.messages.d.ts.map
