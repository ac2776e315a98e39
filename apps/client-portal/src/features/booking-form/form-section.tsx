import type { ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';

/** A titled part of the booking form, named by its heading. */
export function Section({
  title,
  children,
  id,
}: {
  readonly title: MessageDescriptor;
  readonly children: ReactNode;
  readonly id: string;
}) {
  return (
    <section className="tolk-booking-section" aria-labelledby={id}>
      <h3 id={id} className="tolk-booking-section-title">
        <FormattedMessage {...title} />
      </h3>
      {children}
    </section>
  );
}
