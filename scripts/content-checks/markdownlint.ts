import type {Configuration, LintError, Rule} from 'markdownlint';
import type {ContentCheck, Finding} from './types';

/** markdownlint's own default: a `title:` line in the front matter. */
const FRONT_MATTER_TITLE = '^\\s*"?title"?\\s*[:=]';

/**
 * The markdownlint rules the gate enforces, and nothing else (`default: false`): the style rules
 * of the library would fight the MDX the pages are written in (JSX, admonitions, directives), so
 * each rule here is one the gate asks for on purpose.
 */
export const MARKDOWNLINT_CONFIG: Configuration = {
  default: false,
  // Every code block has a language: bash for commands, text for output…
  MD040: true,
  // MDX has no indented code blocks, so an indented block is a block without a language.
  MD046: {style: 'fenced'},
  // Heading levels go down one at a time; the front matter title counts as the h1.
  MD001: {front_matter_title: FRONT_MATTER_TITLE},
  // The front matter title is the page's h1, so the body has no `#` heading.
  MD025: {level: 1, front_matter_title: FRONT_MATTER_TITLE},
  // Markdown images and <img> have alt text.
  MD045: true,
  // Admonition titles in brackets (see ADMONITION_TITLE).
  'admonition-title': true,
};

const ADMONITION_OPENING = /^\s*:::(note|tip|info|warning|danger|caution|important)[ \t]+(\S.*)$/;
const FENCE = /^\s*(`{3,}|~{3,})/;

/**
 * `:::warning Costs` is the MDX 1 way to title an admonition. The site builds with the Docusaurus
 * v4 behaviours (`future.v4`), which turn that compatibility off: the line then renders as plain
 * text, `:::warning Costs` and all. The title belongs in brackets: `:::warning[Costs]`.
 */
export const ADMONITION_TITLE: Rule = {
  names: ['admonition-title'],
  description: 'Admonition title after a space instead of in brackets',
  tags: ['docusaurus'],
  parser: 'none',
  function(params, onError) {
    let fence: string | undefined;
    params.lines.forEach((line, index) => {
      const opening = FENCE.exec(line);
      if (opening) {
        const marker = opening[1];
        if (!fence) fence = marker;
        else if (marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
        return;
      }
      if (fence) return;
      const admonition = ADMONITION_OPENING.exec(line);
      if (admonition) {
        onError({
          lineNumber: index + 1,
          detail: `write :::${admonition[1]}[${admonition[2].trim()}]`,
          context: line.trim(),
        });
      }
    });
  },
};

/**
 * A standalone page under src/pages does not render its front matter title (it is only the
 * document title), so the page shows its own h1: an empty `front_matter_title` tells MD001 and
 * MD025 to ignore the front matter, and the first `#` heading is the page's single h1.
 */
const STANDALONE_PAGE_CONFIG: Configuration = {
  ...MARKDOWNLINT_CONFIG,
  MD001: {front_matter_title: ''},
  MD025: {level: 1, front_matter_title: ''},
};

/** What to do about a finding of each rule, in the words of this site. */
const FIXES: Record<string, string> = {
  MD001:
    'use the level the detail expects (one below the heading before it), or add the missing parent heading',
  MD025:
    'a page has one h1, the title in its front matter (on a src/pages page, its first # heading); start sections at ##',
  MD040:
    'add a language after the opening fence: bash for commands, text for output, yaml, json, python…',
  MD045: 'describe what the image shows: ![Diagram of the node pools](...) or <img alt="..." />',
  // In MDX a fence indented inside JSX (<TabItem>) is still a fenced block, but markdownlint
  // reads Markdown as CommonMark, where four spaces of indent make an indented block.
  'admonition-title':
    'put the title in brackets right after the type, :::warning[Costs]; with a space it renders as text',
  MD046:
    'use a fenced block with a language (```bash, ```text…), with its fence flush left, also inside <Tabs> and other JSX',
};

export const markdownlintCheck: ContentCheck = {
  name: 'markdownlint',
  async check(doc) {
    // markdownlint is an ES module; load it the way spelling.ts loads cspell-lib.
    const {lint} = await import('markdownlint/promise');
    const results = await lint({
      strings: {[doc.path]: doc.source},
      customRules: [ADMONITION_TITLE],
      config: doc.path.startsWith('src/pages/') ? STANDALONE_PAGE_CONFIG : MARKDOWNLINT_CONFIG,
    });
    return (results[doc.path] ?? []).map((error) => toFinding(doc.path, error));
  },
};

function toFinding(file: string, error: LintError): Finding {
  const [id] = error.ruleNames;
  return {
    file,
    line: error.lineNumber,
    check: 'markdownlint',
    message: describe(error),
    fix: FIXES[id] ?? `see ${error.ruleInformation ?? 'the markdownlint documentation'}`,
  };
}

/** `MD001/heading-increment: Heading levels should only increment by one level at a time (Expected: h3; Actual: h4)` */
function describe(error: LintError): string {
  const details = [
    error.errorDetail,
    error.errorContext ? `context: ${JSON.stringify(error.errorContext)}` : null,
  ].filter(Boolean);
  const suffix = details.length > 0 ? ` (${details.join('; ')})` : '';
  return `${error.ruleNames.slice(0, 2).join('/')}: ${error.ruleDescription}${suffix}`;
}
