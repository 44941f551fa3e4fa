import { ERROR_TEXT } from './styles.ts';
import { useFocusWhenLost } from './useFocusWhenLost.ts';

/** What went wrong, read out at once (role alert), holding the focus if it was lost; nothing while there is nothing to say. */
export function ErrorAlert({ text }: { text: string }) {
  const ref = useFocusWhenLost<HTMLParagraphElement>(text);
  if (!text) return null;
  return (
    <p ref={ref} role="alert" tabIndex={-1} className={ERROR_TEXT}>
      {text}
    </p>
  );
}
