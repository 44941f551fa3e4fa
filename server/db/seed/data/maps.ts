/** Google Maps addresses for a place: an embed address (iframe src) and a link that opens the maps app. */

/** An embed address in the shape Google's 'Share > Embed a map' produces. Never loaded by tests. */
export function mapEmbed(lat: number, lng: number, label: string): string {
  const name = Buffer.from(label, 'utf8').toString('base64').replace(/=+$/, '');
  return (
    'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3806.2!' +
    `2d${lng.toFixed(4)}!3d${lat.toFixed(4)}` +
    '!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!' +
    `2z${name}!5e0!3m2!1sen!2sin!4v1718000000000!5m2!1sen!2sin`
  );
}

/** A link that opens the place in a maps app ('See on map'). */
export function mapLink(query: string): string {
  return `https://maps.google.com/?q=${encodeURIComponent(query)}`;
}
