import { lazy, Suspense } from 'react';
import type { EnquiryFormProps } from '../enquiry/EnquiryForm.tsx';
import { Dialog } from '../shared/Dialog.tsx';

// The enquiry form is fetched the first time the dialog opens, not with the theatre list.
const EnquiryForm = lazy(() => import('../enquiry/EnquiryForm.tsx'));

interface Props {
  open: boolean;
  onClose: () => void;
  lead: EnquiryFormProps['lead'];
}

/** 'Request Callback': the site's enquiry form in a dialog, closed after a successful send. */
export function CallbackDialog({ open, onClose, lead }: Props) {
  return (
    <Dialog open={open} onClose={onClose} title="Request Callback" size="max-w-lg">
      <p className="mt-1 text-sm text-neutral-600">Leave your details and we will call you back.</p>
      <div className="mt-4">
        <Suspense fallback={<p className="py-6 text-center text-neutral-600">Loading the form…</p>}>
          <EnquiryForm idPrefix="callback" lead={lead} onSuccess={onClose} />
        </Suspense>
      </div>
      <div className="mt-4 flex justify-end">
        <button
          type="button"
          onClick={onClose}
          className="rounded-full border-2 border-neutral-300 px-5 py-2 font-semibold text-neutral-800 hover:bg-neutral-100"
        >
          Close
        </button>
      </div>
    </Dialog>
  );
}
