import type { DeskBookingSummary } from '../../lib/api/deskBookings.ts';

/**
 * The customer's own words for the team, quoted so they are copied as given: the decoration with
 * its theme, and a term and description for the message on the cake when there is one. The board,
 * the booking's page and the prep list show them alike.
 */

type Words = Pick<DeskBookingSummary, 'decoration' | 'decorationTheme' | 'cakeMessage'>;

export function DecorationWords({ b }: { b: Words }) {
  return (
    <dd>
      {b.decoration ? 'Yes' : 'No'}
      {b.decorationTheme && <span className="block">Theme: “{b.decorationTheme}”</span>}
    </dd>
  );
}

export function CakeMessageWords({ b, term }: { b: Words; term: string }) {
  if (!b.cakeMessage) return null;
  return (
    <>
      <dt className={term}>On the cake</dt>
      <dd>“{b.cakeMessage}”</dd>
    </>
  );
}
