import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import TheatresScreen from '../../src/islands/theatres/TheatresScreen.tsx';
import type { LocationCard } from '../../src/islands/theatres/types.ts';

const branch = (over: Partial<LocationCard>): LocationCard => ({
  _id: 'loc-a',
  name: 'CineCelebrations Alpha',
  city: 'Hyderabad',
  landmark: 'Near the metro',
  mapUrl: 'https://www.google.com/maps/search/?api=1&query=alpha',
  parking: true,
  image: '/media/locations/a.jpg',
  picture: null,
  ...over,
});

// What the build writes into /theaters before the island hydrates.
const render = (locations: LocationCard[]) => renderToString(createElement(TheatresScreen, { locations, pictures: {} }));

describe('the pre-rendered location picker (THR-01..09)', () => {
  it('shows the spec headings and one card per branch', () => {
    const html = render([branch({}), branch({ _id: undefined, name: 'CineCelebrations Beta', parking: false })]);
    expect(html).toContain('Choose your nearest location');
    expect(html).toContain('Our Theatre Locations');
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html.match(/Book Now/g)).toHaveLength(2);
    expect(html.match(/Parking Facility/g)).toHaveLength(1);
    expect(html).toContain('Near the metro');
    expect(html).toContain('Coming Soon');
  });

  it("says 'No locations available at the moment.' when there are none", () => {
    const html = render([]);
    expect(html).toContain('No locations available at the moment.');
    expect(html).not.toContain('Book Now');
  });
});
