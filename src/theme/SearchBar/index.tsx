/*
 * The site's search box (there is no search plugin with a client: plugins/search-index only
 * writes the files). It loads them on the first interaction and is an accessible combobox; the
 * logic lives in src/components/Search.
 */
import React, {type ReactNode} from 'react';
import SearchBox from '@site/src/components/Search/SearchBox';
import SearchResultHighlighter from '@site/src/components/Search/SearchResultHighlighter';

export default function SearchBar(): ReactNode {
  return (
    <>
      <SearchBox />
      <SearchResultHighlighter />
    </>
  );
}
