import { SECONDARY } from './styles.ts';

/** How many pages a listing has: at least one, so an empty list reads 'page 1 of 1'. */
export const pageCount = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));

interface Props {
  /** What the pages are of, for screen readers ('Audit log pages'). */
  label: string;
  page: number;
  pages: number;
  busy: boolean;
  onPage: (page: number) => void;
}

/** Previous page and Next page under a desk listing; each is disabled at its end and while a page loads. */
export function Pager({ label, page, pages, busy, onPage }: Props) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-3">
      <button type="button" className={SECONDARY} disabled={busy || page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </button>
      <button type="button" className={SECONDARY} disabled={busy || page >= pages} onClick={() => onPage(page + 1)}>
        Next page
      </button>
    </nav>
  );
}
