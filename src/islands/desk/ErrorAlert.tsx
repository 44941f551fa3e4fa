import { ERROR_TEXT } from './styles.ts';

/** What went wrong, read out at once (role alert); nothing while there is nothing to say. */
export function ErrorAlert({ text }: { text: string }) {
  if (!text) return null;
  return (
    <p role="alert" className={ERROR_TEXT}>
      {text}
    </p>
  );
}
