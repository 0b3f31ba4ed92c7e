import {parseValuesMeta} from '../../src/utils/yourValues/fill';
import {FILLED_VARIABLES, VALUES_META} from '../../src/utils/yourValues/slots';
import type {ContentCheck, Finding} from './types';

const KNOWN: ReadonlySet<string> = new Set(FILLED_VARIABLES);

/**
 * The `values="NAME=literal ..."` mark of a code block (DESIGN.md#your-values): each name must be
 * a variable the reader's values fill, and each literal must stand in the block, or the mark
 * fills nothing and a reader's values silently miss it.
 */
export const yourValuesCheck: ContentCheck = {
  name: 'your-values',
  check(doc) {
    return doc.codeBlocks.flatMap((block) => {
      if (!block.meta || !VALUES_META.test(block.meta)) return [];
      const finding = (message: string, fix: string): Finding => ({
        file: doc.path,
        line: block.fenceLine,
        check: 'your-values',
        message,
        fix,
      });
      const pairs = parseValuesMeta(block.meta);
      if (pairs.length === 0) {
        return [finding('values="" marks nothing', 'write NAME=literal pairs, or remove the mark')];
      }
      return pairs.flatMap(([name, literal]) => [
        ...(KNOWN.has(name)
          ? []
          : [
              finding(
                `values= names ${name}, which no reader value fills`,
                `use one of ${FILLED_VARIABLES.join(', ')}`,
              ),
            ]),
        ...(block.value.includes(literal)
          ? []
          : [
              finding(
                `values= marks "${literal}" for ${name}, which the block does not contain`,
                'mark a literal that the block holds, as written',
              ),
            ]),
      ]);
    });
  },
};
