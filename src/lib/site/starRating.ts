/** The largest rating a review can have. */
export const MAX_STARS = 5;

/** A rating as whole stars from 1 to 5 (anything else is clamped and rounded). */
export function clampStars(rating: number): number {
  if (!Number.isFinite(rating)) return 1;
  return Math.min(MAX_STARS, Math.max(1, Math.round(rating)));
}

/** What a screen reader says for the stars: '4 out of 5 stars'. */
export function starsLabel(rating: number): string {
  return `${clampStars(rating)} out of ${MAX_STARS} stars`;
}
