import type { ReactNode } from 'react';

const SHAPES = {
  /** A short choice in a row of them (a payment method, a time). */
  pill: 'inline-flex min-h-11 rounded-full border-2 px-4',
  /** A longer choice, or one in a list or grid. */
  card: 'flex min-h-12 rounded-lg border bg-white px-3 py-2',
} as const;

interface Props {
  /** The group's name: the arrow keys move between the cards that share it. */
  name: string;
  value?: string;
  checked: boolean;
  onChange: () => void;
  shape?: keyof typeof SHAPES;
  /** The option's words, its accessible name: the whole card is its label, so a tap anywhere on it chooses. */
  children: ReactNode;
}

/** A radio option drawn as a card that shows it is chosen; the native radio keeps its keyboard and its focus ring. */
export function RadioCard({ name, value, checked, onChange, shape = 'card', children }: Props) {
  return (
    <label
      className={`${SHAPES[shape]} cursor-pointer items-center gap-2 border-neutral-300 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50`}
    >
      <input type="radio" name={name} value={value} checked={checked} onChange={onChange} className="size-5 shrink-0 accent-brand-600" />
      {children}
    </label>
  );
}
