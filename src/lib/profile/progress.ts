/** The points bar: the server's progress (0..1) as a percentage with one decimal, within 0..100. */
export function progressPercent(progress: number): number {
  if (!Number.isFinite(progress)) return 0;
  return Math.round(Math.min(1, Math.max(0, progress)) * 1000) / 10;
}

/** Points as India writes numbers (1,250; 12,500; 1,25,000). */
export const formatPoints = (points: number): string => Math.max(0, Math.floor(points)).toLocaleString('en-IN');
