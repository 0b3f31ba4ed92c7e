import {createContext} from 'react';
import type {EncodedLines} from '@site/src/data/codeTokens';

/** The block being drawn: its code as the page wrote it and its build-time tokens, if any. */
export interface CodeTokensValue {
  written: string;
  tokens: EncodedLines | undefined;
}

export const CodeTokensContext = createContext<CodeTokensValue | undefined>(undefined);
