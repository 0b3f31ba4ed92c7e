/*
 * Swizzled (ejected) over docusaurus-lunr-search's SearchBar. The plugin still builds the index
 * at postBuild, but its client fetches the search files right after every page load and builds
 * its list on a deprecated autocomplete library; the site's own client loads them on the first
 * interaction and is an accessible combobox. The logic lives in src/components/Search.
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
