import { useEffect, useRef } from 'react';
import { displayPhone, telHref, whatsappHref } from '../../lib/site/config.ts';
import { BACK_LINK } from '../shared/buttons.ts';

export interface VenueContact {
  phone: string;
  email: string;
}

const LINK = 'font-semibold text-brand-700 underline underline-offset-2';

/**
 * Any link that opens no booking (mistyped, cut short, tampered with, or of none): one page, the
 * same for every such link, that says nothing of why, and how to reach the venue instead.
 */
export function BookingNotFound({ contact }: { contact: VenueContact }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="mx-auto max-w-xl py-4">
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight text-neutral-900 outline-none sm:text-3xl">
        We cannot find this booking
      </h1>
      <p className="mt-3 text-neutral-800">
        Please open the link in your booking message again: it must be complete. If it still does not open your booking, we will help you
        with it:
      </p>
      <ul className="mt-4 grid gap-2 text-neutral-900">
        <li>
          Call us on{' '}
          <a href={telHref(contact.phone)} className={LINK}>
            {displayPhone(contact.phone)}
          </a>
        </li>
        <li>
          <a href={whatsappHref(contact.phone)} rel="noopener noreferrer" className={LINK}>
            Message us on WhatsApp
          </a>
        </li>
        {contact.email && (
          <li>
            Write to{' '}
            <a href={`mailto:${contact.email}`} className={LINK}>
              {contact.email}
            </a>
          </li>
        )}
      </ul>
      <p className="mt-6">
        <a href="/" className={BACK_LINK}>
          Go to Home
        </a>
      </p>
    </div>
  );
}
