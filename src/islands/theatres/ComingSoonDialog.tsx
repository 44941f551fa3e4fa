import { Dialog } from '../shared/Dialog.tsx';

export const COMING_SOON_TEXT = "We're launching in more locations soon. Stay tuned!";

/** A branch without an id is announced, not open: this says so; Close goes back to the picker. */
export function ComingSoonDialog({ branch, onClose }: { branch: string | null; onClose: () => void }) {
  return (
    <Dialog open={branch !== null} onClose={onClose} title="Coming Soon">
      {branch && <p className="mt-1 text-sm font-medium text-neutral-600">{branch}</p>}
      <p className="mt-4 text-base leading-relaxed text-neutral-800">{COMING_SOON_TEXT}</p>
      <div className="mt-6 flex justify-end">
        <button
          type="button"
          onClick={onClose}
          className="rounded-full bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          Close
        </button>
      </div>
    </Dialog>
  );
}
