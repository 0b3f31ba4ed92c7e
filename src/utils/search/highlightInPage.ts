import {WORD_PATTERN} from './text';

export const HIGHLIGHT_CLASS = 'search-result-highlight';
const SKIPPED_ANCESTORS = `script, style, svg, textarea, input, mark.${HIGHLIGHT_CLASS}`;

/** Whether a word of the page is one of the words to highlight, or starts with one of them. */
export function isHighlightedWord(word: string, words: readonly string[]): boolean {
  const lower = word.toLowerCase();
  return words.some(
    (wanted) => lower === wanted || (wanted.length >= 2 && lower.startsWith(wanted)),
  );
}

function textNodesUnder(root: Element): Text[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.parentElement?.closest(SKIPPED_ANCESTORS)
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  return nodes;
}

function markWordsIn(node: Text, words: readonly string[]): HTMLElement[] {
  const text = node.data;
  const ranges = [...text.matchAll(WORD_PATTERN)]
    .filter((match) => isHighlightedWord(match[0], words))
    .map((match) => ({start: match.index, end: match.index + match[0].length}));
  if (ranges.length === 0) return [];
  const fragment = document.createDocumentFragment();
  const marks: HTMLElement[] = [];
  let cursor = 0;
  for (const {start, end} of ranges) {
    if (start > cursor) fragment.append(text.slice(cursor, start));
    const mark = document.createElement('mark');
    mark.className = HIGHLIGHT_CLASS;
    mark.textContent = text.slice(start, end);
    fragment.append(mark);
    marks.push(mark);
    cursor = end;
  }
  if (cursor < text.length) fragment.append(text.slice(cursor));
  node.replaceWith(fragment);
  return marks;
}

/**
 * Wraps the given words in `<mark>` inside `root`; returns how to undo it, so that React finds the
 * text nodes it rendered when it updates the page again.
 */
export function highlightWords(
  root: Element,
  words: readonly string[],
): {count: number; undo: () => void} {
  const marks = textNodesUnder(root).flatMap((node) => markWordsIn(node, words));
  return {
    count: marks.length,
    undo: () => {
      const parents = new Set<Node>();
      for (const mark of marks) {
        if (!mark.parentNode) continue;
        parents.add(mark.parentNode);
        mark.replaceWith(mark.textContent ?? '');
      }
      parents.forEach((parent) => parent.normalize());
    },
  };
}
