// Medians for the bench's figures.

/** The median of the finite values (NaN when there are none), unrounded: Lighthouse's figures. */
export function median(values) {
  const s = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/**
 * The median to 0.1 of the values that were measured (`null` when none was), for the A/B loads:
 * their figures are whole milliseconds or tenths of a KB, so the rounding acts only on the mean of
 * the middle two.
 */
export function medianOfLoads(values) {
  const m = median(values);
  return Number.isNaN(m) ? null : Math.round(m * 10) / 10;
}
