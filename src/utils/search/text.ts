/** A word, as the highlighter and the excerpt builder see it: letters, digits and underscores. */
export const WORD_PATTERN = /[\p{L}\p{N}_]+/gu;
