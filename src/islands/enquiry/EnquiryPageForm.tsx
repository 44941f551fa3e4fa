import { Toaster } from '../shared/Toaster.tsx';
import EnquiryForm from './EnquiryForm.tsx';

/**
 * /enquiry's island: the form and the page's notices. The form alone is also used inside the
 * theatre list's dialog, whose island renders the notices itself (one region per page).
 */
export default function EnquiryPageForm() {
  return (
    <>
      <EnquiryForm />
      <Toaster />
    </>
  );
}
