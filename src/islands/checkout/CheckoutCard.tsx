import type { ReactNode } from 'react';

/** One of the checkout's sections: a white card named by its heading (a region for screen readers). */
export function CheckoutCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={id} className="text-lg font-bold text-brand-800">
        {title}
      </h2>
      {children}
    </section>
  );
}
