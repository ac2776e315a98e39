import { initialsOf, type CustomerProfile } from '@tolk/core';
import { observer } from 'mobx-react-lite';

/** The customer's profile image as a data URL, when the CRM has one. */
const imageOf = (customer: CustomerProfile | null): string | null =>
  customer?.image ? `data:${customer.image.contentType};base64,${customer.image.data}` : null;

/** The profile image, or the initials of the customer's name on a coloured disc. */
export const Avatar = observer(function Avatar({
  customer,
  size,
}: {
  customer: CustomerProfile | null;
  size: 'small' | 'large';
}) {
  const image = imageOf(customer);
  const className = `tolk-avatar tolk-avatar-${size}`;
  if (image) return <img className={className} src={image} alt="" aria-hidden />;
  return (
    <span className={className} aria-hidden>
      {customer ? initialsOf(customer.customerName) : ''}
    </span>
  );
});
