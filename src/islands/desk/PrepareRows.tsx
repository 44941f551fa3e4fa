import type { DeskBookingSummary } from '../../lib/api/deskBookings.ts';
import { cakeText, foodText } from '../../lib/desk/bookingWords.ts';

/**
 * What the team prepares for a booking, as terms and descriptions of a list: the decoration with
 * its theme, the cakes, the message on the cake, the add-ons and the food sold at the venue. The
 * board, the booking's page and the prep list show them alike; the customer's own words are quoted,
 * so the team copies them as given.
 */
export function PrepareRows({ b, term }: { b: DeskBookingSummary; term: string }) {
  return (
    <>
      <dt className={term}>Decoration</dt>
      <dd>
        {b.decoration ? 'Yes' : 'No'}
        {b.decorationTheme && <span className="block">Theme: “{b.decorationTheme}”</span>}
      </dd>
      <dt className={term}>Cake</dt>
      <dd>
        {b.cakes.length === 0 ? (
          'None'
        ) : (
          <ul>
            {b.cakes.map((c, i) => (
              <li key={i}>{cakeText(c)}</li>
            ))}
          </ul>
        )}
      </dd>
      {b.cakeMessage && (
        <>
          <dt className={term}>On the cake</dt>
          <dd>“{b.cakeMessage}”</dd>
        </>
      )}
      <dt className={term}>Add-ons</dt>
      <dd>{b.addons.length === 0 ? 'None' : b.addons.join(', ')}</dd>
      {b.food.length > 0 && (
        <>
          <dt className={term}>Food</dt>
          <dd>{foodText(b.food)}</dd>
        </>
      )}
    </>
  );
}
