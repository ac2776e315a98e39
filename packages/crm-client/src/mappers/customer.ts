import type { CustomerProfile } from '@tolk/core';
import type { CustomerInformation } from '@tolk/crm-contract';

export function toCustomerProfile(wire: CustomerInformation): CustomerProfile {
  const a = wire.CustomerAddress;
  return {
    customerIdentifier: wire.CustomerIdentifier,
    customerName: wire.CustomerName,
    customerNumber: wire.CustomerNumber,
    department: wire.Department ?? '',
    organisationNumber: wire.OrganisationNumber ?? '',
    phoneNumberDirect: wire.PhoneNumberDirect ?? '',
    phoneNumberSwitchboard: wire.PhoneNumberSwitchboard ?? '',
    customerAddress: {
      addressRow1: a.AddressRow1 ?? '',
      addressRow2: a.AddressRow2 ?? '',
      careOf: a.CareOf ?? '',
      postalCode: a.PostalCode ?? '',
      city: a.City ?? '',
      country: a.Country ?? '',
    },
    canCreateAutoAssignOrder: wire.CanCreateAutoAssignOrder,
    contactPersonOrdererRequiresEmail: wire.ContactPersonOrdererRequiresEmail,
    contactPersonUponInterpretationRequiresEmail: wire.ContactPersonUponInterpretationRequiresEmail,
    image: wire.Image ? { data: wire.Image.Image, contentType: wire.Image.ImageContentType } : null,
  };
}
