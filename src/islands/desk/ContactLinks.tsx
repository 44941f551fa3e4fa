import { telHref, whatsappHref } from '../../lib/site/config.ts';

const LINK =
  'inline-flex min-h-11 items-center rounded-full border border-brand-600 px-3 font-semibold text-brand-700 hover:bg-brand-50 print:hidden';

/** A customer's phone with a tap to call and a tap to WhatsApp, each named for whom it reaches. */
export function ContactLinks({ name, phone }: { name: string; phone: string }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className="font-mono">{phone}</span>
      <a href={telHref(phone)} className={LINK} aria-label={`Call ${name}, ${phone}`}>
        Call
      </a>
      <a
        href={whatsappHref(phone)}
        target="_blank"
        rel="noopener noreferrer"
        className={LINK}
        aria-label={`WhatsApp ${name}, ${phone} (opens WhatsApp)`}
      >
        WhatsApp
      </a>
    </span>
  );
}
