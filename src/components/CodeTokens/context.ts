import {createContext} from 'react';
import type {DecodedBlock} from '@site/src/data/codeTokens';

/**
 * The block being drawn: its code as the page wrote it and its build-time tokens, decoded once by
 * the CodeBlock wrapper; undefined for a block without tokens.
 */
export const CodeTokensContext = createContext<DecodedBlock | undefined>(undefined);
