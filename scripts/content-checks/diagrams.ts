import {diagramDescription, ESCAPED_IN_ALT} from '../../plugins/mermaid-svg';
import type {ContentCheck} from './types';

/**
 * The `diagrams` check: every ```mermaid block carries the alt text its image gets, as mermaid's
 * own `accDescr` in the source, written for a reader who cannot see the drawing: what it shows
 * and the point it makes, in a sentence or more. The labels scraped from the drawing are no
 * description (they broke names and said nothing of the arrows), so a block without one fails.
 */
export const MIN_DESCRIPTION_LENGTH = 60;

export const diagramsCheck: ContentCheck = {
  name: 'diagrams',
  check(doc) {
    return doc.codeBlocks
      .filter((block) => block.lang === 'mermaid')
      .flatMap((block) => {
        const description = diagramDescription(block.value);
        if (description && ESCAPED_IN_ALT.test(description)) {
          return [
            {
              file: doc.path,
              line: block.fenceLine,
              check: 'diagrams' as const,
              message: `the diagram's accDescr has "${ESCAPED_IN_ALT.exec(description)?.[0]}", which its image's alt would show escaped`,
              fix: 'write "and" for &, words for < and >, and typographic quotes “ ” for straight double quotes',
            },
          ];
        }
        if (description && description.length >= MIN_DESCRIPTION_LENGTH) return [];
        return [
          {
            file: doc.path,
            line: block.fenceLine,
            check: 'diagrams' as const,
            message: description
              ? `the diagram's accDescr has ${description.length} characters: too short to say what the diagram shows`
              : 'the diagram has no accDescr, the alt text of its image',
            fix: `add \`accDescr: <what the diagram shows and the point it makes>\` after its first line (${MIN_DESCRIPTION_LENGTH} characters or more)`,
          },
        ];
      });
  },
};
