/** Hits in the search box when the search doc file does not give `maxHits`. */
export const DEFAULT_MAX_HITS = 8;
/** The full results page lists at most this many hits. */
export const MAX_RESULTS = 100;
