/**
 * The share of a language's texts translated and up to date, in whole percent, rounded down: 100 only
 * when nothing is missing or outdated.
 */
export function completenessPercent(counts: { total: number; translated: number }): number {
  return counts.total === 0 ? 100 : Math.floor((counts.translated / counts.total) * 100);
}
