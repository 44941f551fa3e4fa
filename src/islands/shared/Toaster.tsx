import { resolveValue, useToaster } from 'react-hot-toast/headless';

/**
 * The page's notices (react-hot-toast's store, our own markup), rendered once by each island root.
 * The headless build: no runtime stylesheet, and one polite live region that is on the page from
 * hydration on, so that screen readers announce a message put into it (they skip text that arrives
 * together with its region). A mouse resting on a notice holds it on screen; a phone's tap does not
 * (a touch screen reports the tapped spot as hovered until the next tap elsewhere, and a notice
 * appearing under the spot where a button was tapped would stay up for good).
 */
const canHover = () => window.matchMedia('(hover: hover)').matches;

export function Toaster() {
  const { toasts, handlers } = useToaster();
  return (
    <div
      id="toasts"
      role="status"
      aria-live="polite"
      onMouseEnter={() => canHover() && handlers.startPause()}
      onMouseLeave={handlers.endPause}
      className="pointer-events-none fixed inset-x-0 top-4 z-[70] flex flex-col items-center gap-2 px-4"
    >
      {toasts
        .filter((t) => t.visible)
        .map((t) => (
          <p
            key={t.id}
            className="pointer-events-auto max-w-md rounded-xl bg-neutral-900 px-4 py-3 text-center text-sm font-medium text-white shadow-lg"
          >
            {resolveValue(t.message, t)}
          </p>
        ))}
    </div>
  );
}
