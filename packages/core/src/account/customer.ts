export interface PostalAddress {
  readonly addressRow1: string;
  readonly addressRow2: string;
  readonly careOf: string;
  readonly postalCode: string;
  readonly city: string;
  readonly country: string;
}

/** The customer's profile (spec 3 §3), with the flags that switch features on and off. */
export interface CustomerProfile {
  readonly customerIdentifier: string;
  readonly customerName: string;
  readonly customerNumber: string;
  readonly department: string;
  readonly organisationNumber: string;
  readonly phoneNumberDirect: string;
  readonly phoneNumberSwitchboard: string;
  readonly customerAddress: PostalAddress;
  readonly canCreateAutoAssignOrder: boolean;
  readonly contactPersonOrdererRequiresEmail: boolean;
  readonly contactPersonUponInterpretationRequiresEmail: boolean;
  readonly image: { readonly data: string; readonly contentType: string } | null;
}

export interface CustomerDirectory {
  profile(): Promise<CustomerProfile>;
}
