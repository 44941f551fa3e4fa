import { displayPhone, telHref, whatsappHref } from '../../lib/site/config.ts';

interface Props {
  /** Why the customer should call, said plainly. */
  message: string;
  phone: string;
  className?: string;
}

/** Online payment is not offered: the message, and the business's Call and WhatsApp links to confirm by phone. */
export function CallUsNotice({ message, phone, className = '' }: Props) {
  return (
    <div role="alert" className={`rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 ${className}`}>
      <p className="font-semibold">{message}</p>
      <p className="mt-3 flex flex-wrap gap-3">
        <a href={telHref(phone)} className="rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
          Call {displayPhone(phone)}
        </a>
        <a href={whatsappHref(phone)} rel="noopener noreferrer" className="rounded-full border-2 border-whatsapp px-5 py-2 font-semibold text-whatsapp-dark hover:bg-whatsapp-dark hover:text-white">
          WhatsApp us
        </a>
      </p>
    </div>
  );
}
