/**
 * Links the first occurrence of each glossary term (src/data/glossary.ts) in a page's prose to
 * its entry on the glossary page, with the definition as a tooltip that CSS shows on hover and
 * on keyboard focus (src/css/custom.css, "Glossary links"). It runs after the CLI reference and
 * the diagrams in `beforeDefaultRemarkPlugins`, so generated CLI text is linked like written
 * text, and the output is static markup: no JavaScript ships for it. The rules (what is prose,
 * which spellings match) are in DESIGN.md#glossary-links.
 *
 * Output, for the first "Pod" of a page:
 *
 *   <span class="glossary-term"><a href="/glossary/#pod" aria-describedby="glossary-definition-pod">Pod</a>
 *   <span role="tooltip" id="glossary-definition-pod" class="glossary-definition">…</span></span>
 *
 * The link is an mdast `link`, so Docusaurus renders it with its `Link` (client-side navigation,
 * and the build's broken-link and broken-anchor checks); the spans are MDX JSX elements.
 */
import type {Link, Parent, PhrasingContent, Root, RootContent, TableRow, Text} from 'mdast';
import type {MdxJsxAttribute, MdxJsxTextElement} from 'mdast-util-mdx';
import {GLOSSARY, type GlossaryTerm} from '../../src/data/glossary';

/** The glossary page's route; its entries are `<dt id="slug">`. */
export const GLOSSARY_ROUTE = '/glossary/';
/** The class names other tools rely on (the Markdown converter): keep them as they are. */
export const TERM_CLASS = 'glossary-term';
export const DEFINITION_CLASS = 'glossary-definition';

export function glossaryHref(slug: string): string {
  return `${GLOSSARY_ROUTE}#${slug}`;
}

/** The tooltip's id; unique on a page because a term is linked at most once per page. */
export function definitionId(slug: string): string {
  return `glossary-definition-${slug}`;
}

/**
 * Spellings from the glossary that are never linked, because on these pages they mostly mean
 * something else. They still take their words, so that a shorter term inside them is not linked
 * instead ("Service" in "Azure Kubernetes Service"). Each was found by reading what the plugin
 * linked over every page (DESIGN.md#glossary-links).
 */
export const UNLINKED_FORMS: ReadonlySet<string> = new Set([
  // On these pages "the Operator" is the Datalayer Operator, while the entry "Operator" is the
  // Kubernetes pattern; the other uses name other operators (NVIDIA GPU Operator, Prometheus
  // Operator). "Datalayer Operator" and "Kubernetes operator" still link.
  'Operator',
  // Capitalised "Quota" names cloud consoles (AWS Service Quotas, the Azure portal's Quotas
  // page) and a status, never the per-user kernel limit of the entry.
  'Quota',
  // Every "Kubernetes Service" of the pages is a managed offer (Azure Kubernetes Service, Amazon
  // Elastic Kubernetes Service), not the Service resource.
  'Kubernetes Service',
]);

/**
 * JSX elements whose children are prose, as Markdown would write them: the plugin goes into
 * these and no others. Any other element (a component, `<span>`, `<a>`, `<summary>`, `<code>`)
 * is left alone, so wrapping a word in `<span>` keeps it from being linked.
 */
const PROSE_ELEMENTS: ReadonlySet<string> = new Set([
  'Tabs',
  'TabItem',
  'details',
  'div',
  'section',
  'p',
  'ul',
  'ol',
  'li',
  'blockquote',
  'em',
  'i',
  'table',
  'thead',
  'tbody',
  'tr',
  'td',
  'dl',
  'dd',
]);

/** Nodes inside a paragraph; any other node starts a new block (and a new sentence). */
const PHRASING_TYPES: ReadonlySet<string> = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'break',
  'footnoteReference',
  'html',
  'mdxJsxTextElement',
  'mdxTextExpression',
  'textDirective',
]);

/**
 * How a spelling matches:
 * - `phrase` (several words, "Node pool"): in any case ("node pool", "Node Pool").
 * - `capitalised` (one word, capital then lower case, "Service", "Datalayer"): exactly, not at
 *   the start of a sentence, where the capital says nothing ("Deployment takes ten minutes"),
 *   and not before another capitalised word, where it is part of a longer name ("Runtime Pool",
 *   "Node Feature Discovery", "Pod Security").
 * - `lowercase` (one word starting in lower case, "kubectl"): exactly; with a capital first
 *   letter only at the start of a sentence.
 * - `exact` (acronyms and mixed case, "IAM", "DaemonSet"): exactly.
 */
type FormKind = 'phrase' | 'capitalised' | 'lowercase' | 'exact';

export interface Form {
  entry: GlossaryTerm;
  text: string;
  kind: FormKind;
  pattern: RegExp;
  /** True for the capitalised variant of a `lowercase` spelling. */
  sentenceStartOnly: boolean;
  /** False for UNLINKED_FORMS, which only keep shorter terms out of their words. */
  linkable: boolean;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function kindOf(text: string): FormKind {
  if (/\s/.test(text)) return 'phrase';
  if (/^[A-Z][a-z]+$/.test(text)) return 'capitalised';
  if (/^[a-z]/.test(text)) return 'lowercase';
  return 'exact';
}

/** The regular plural of the last word, as an optional pattern: Pod(s), Ingress(es), polic(y|ies). */
function pluralPattern(text: string): string {
  if (/(s|x|z|ch|sh)$/i.test(text)) return `${escapeRegExp(text)}(?:es)?`;
  if (/[^aeiou]y$/.test(text)) return `${escapeRegExp(text.slice(0, -1))}(?:y|ies)`;
  if (/[a-zA-Z]$/.test(text)) return `${escapeRegExp(text)}s?`;
  return escapeRegExp(text);
}

/**
 * A word starts where no letter, digit, `_`, `-`, `.`, `/`, `@` or `$` comes before it, and ends
 * where no letter, digit, `_` or `-` follows, nor a `.`, `/` or `@` joined to one: "Node" is not
 * found in "Node.js", "node-pool" or "/nodes/", nor "Pod" in "Pods.yaml".
 */
const BEFORE = '(?<![\\p{L}\\p{N}_\\-./@$])';
const AFTER = '(?![\\p{L}\\p{N}_\\-]|[./@][\\p{L}\\p{N}])';
/** A capitalised word right after: the term is the start of a longer name. */
const NOT_BEFORE_NAME = '(?![ \\t]+\\p{Lu})';

function makeForm(entry: GlossaryTerm, text: string, sentenceStartOnly = false): Form {
  // The capitalised variant of a lower-case spelling keeps its kind ("Kubectl" is not a name).
  const kind = sentenceStartOnly ? 'lowercase' : kindOf(text);
  const flags = kind === 'phrase' ? 'giu' : 'gu';
  const after = kind === 'capitalised' ? AFTER + NOT_BEFORE_NAME : AFTER;
  return {
    entry,
    text,
    kind,
    pattern: new RegExp(`${BEFORE}${pluralPattern(text)}${after}`, flags),
    sentenceStartOnly,
    linkable: !UNLINKED_FORMS.has(text),
  };
}

/** Every spelling the plugin looks for, for a list of terms. */
export function glossaryForms(terms: readonly GlossaryTerm[] = GLOSSARY): Form[] {
  const forms: Form[] = [];
  for (const entry of terms) {
    for (const text of [entry.term, ...(entry.aliases ?? [])]) {
      // A spelling with a parenthesis ("Operator (Datalayer)") is a label, not prose.
      if (/[()]/.test(text)) continue;
      const form = makeForm(entry, text);
      forms.push(form);
      if (form.kind === 'lowercase') {
        forms.push(makeForm(entry, text.charAt(0).toUpperCase() + text.slice(1), true));
      }
    }
  }
  return forms;
}

/** True when `before` (the block's text so far) ends a sentence or is empty. */
function atSentenceStart(before: string): boolean {
  const trimmed = before.trimEnd();
  return trimmed === '' || /[.!?:;][)"'”’]*$/.test(trimmed);
}

interface Candidate {
  start: number;
  end: number;
  form: Form;
}

/** The longest match at the leftmost position, then the next after it, and so on. */
function findMatches(value: string, before: string, forms: readonly Form[]): Candidate[] {
  const candidates: Candidate[] = [];
  for (const form of forms) {
    form.pattern.lastIndex = 0;
    for (const match of value.matchAll(form.pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      const sentenceStart = atSentenceStart(before + value.slice(0, start));
      if (form.sentenceStartOnly && !sentenceStart) continue;
      if (form.kind === 'capitalised' && sentenceStart) continue;
      candidates.push({start, end, form});
    }
  }
  candidates.sort((a, b) => a.start - b.start || b.end - b.start - (a.end - a.start));
  const chosen: Candidate[] = [];
  let reached = 0;
  for (const candidate of candidates) {
    if (candidate.start < reached) continue;
    chosen.push(candidate);
    reached = candidate.end;
  }
  return chosen;
}

function attribute(name: string, value: string): MdxJsxAttribute {
  return {type: 'mdxJsxAttribute', name, value};
}

/** A definition as phrasing content: `backticked` spans become inline code, as on the glossary. */
function definitionContent(definition: string): PhrasingContent[] {
  return definition.split(/`([^`]+)`/).flatMap((part, index): PhrasingContent[] => {
    if (part === '') return [];
    return [index % 2 === 1 ? {type: 'inlineCode', value: part} : {type: 'text', value: part}];
  });
}

/** The linked term with its tooltip, as MDX JSX around a Markdown link. */
export function glossaryTermNode(entry: GlossaryTerm, matched: string): MdxJsxTextElement {
  const id = definitionId(entry.slug);
  const link: Link = {
    type: 'link',
    url: glossaryHref(entry.slug),
    title: null,
    children: [{type: 'text', value: matched}],
    data: {hProperties: {ariaDescribedBy: [id]}},
  };
  return {
    type: 'mdxJsxTextElement',
    name: 'span',
    attributes: [attribute('className', TERM_CLASS)],
    children: [
      link,
      {
        type: 'mdxJsxTextElement',
        name: 'span',
        attributes: [
          attribute('role', 'tooltip'),
          attribute('id', id),
          attribute('className', DEFINITION_CLASS),
        ],
        children: definitionContent(entry.definition),
      },
    ],
  };
}

/** The text a skipped node contributes to its sentence, so that sentence starts stay right. */
function plainText(node: RootContent): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  if ('children' in node) return (node.children as RootContent[]).map(plainText).join('');
  return 'x';
}

function jsxName(node: RootContent): string | null | undefined {
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') return node.name;
  return undefined;
}

/**
 * Nodes the plugin never goes into. Bold text is among them: on these pages it is a UI label
 * ("**Deployment protection rules**") or a run-in heading ("**A Plane name.**").
 */
function isSkipped(node: RootContent): boolean {
  switch (node.type) {
    case 'heading':
    case 'strong':
    case 'code':
    case 'inlineCode':
    case 'link':
    case 'linkReference':
    case 'image':
    case 'imageReference':
    case 'html':
    case 'yaml':
    case 'definition':
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
    case 'textDirective':
    case 'leafDirective':
      return true;
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return !PROSE_ELEMENTS.has(jsxName(node) ?? '');
    case 'paragraph':
      // An admonition's title (`:::note[Title]`) is a heading.
      return Boolean((node.data as {directiveLabel?: boolean} | undefined)?.directiveLabel);
    default:
      return false;
  }
}

/** Links the first occurrence of each term in a tree, in place, given the terms' spellings. */
export function linkGlossaryTerms(tree: Root, forms: readonly Form[]): void {
  const linked = new Set<string>();
  let before = '';

  const linkText = (node: Text): PhrasingContent[] | null => {
    const value = node.value;
    const matches = findMatches(value, before, forms);
    before += value;
    const nodes: PhrasingContent[] = [];
    let cursor = 0;
    for (const {start, end, form} of matches) {
      // A term already linked on this page, or an unlinked spelling, still takes its words, so
      // that a shorter term inside it ("Node" in "node pool") is not linked instead.
      if (!form.linkable || linked.has(form.entry.slug)) continue;
      linked.add(form.entry.slug);
      if (start > cursor) nodes.push({type: 'text', value: value.slice(cursor, start)});
      nodes.push(glossaryTermNode(form.entry, value.slice(start, end)));
      cursor = end;
    }
    if (cursor === 0) return null;
    if (cursor < value.length) nodes.push({type: 'text', value: value.slice(cursor)});
    return nodes;
  };

  const walk = (parent: Parent): void => {
    const children = parent.children as RootContent[];
    for (let index = 0; index < children.length; index++) {
      const child = children[index];
      if (!PHRASING_TYPES.has(child.type)) before = '';
      if (child.type === 'text') {
        const nodes = linkText(child);
        if (nodes) {
          children.splice(index, 1, ...(nodes as RootContent[]));
          index += nodes.length - 1;
        }
        continue;
      }
      if (isSkipped(child)) {
        before += plainText(child);
        continue;
      }
      if (child.type === 'table') {
        // The header row names columns, like a heading.
        const [, ...body] = child.children;
        for (const row of body as TableRow[]) walk(row);
        continue;
      }
      if ('children' in child) walk(child as Parent);
      if (!PHRASING_TYPES.has(child.type)) before = '';
    }
  };
  walk(tree);
}

export interface GlossaryLinksOptions {
  /** The terms to link; the whole glossary by default. */
  terms?: readonly GlossaryTerm[];
}

/** Pages left as they are: the glossary itself, whose every term is its own entry. */
export function isGlossaryPage(filePath: string | undefined): boolean {
  return /(^|[\\/])docs[\\/]glossary[\\/]/.test(filePath ?? '');
}

/** The remark plugin, for `beforeDefaultRemarkPlugins` of the docs plugin (after the others). */
export default function remarkGlossaryLinks(options: GlossaryLinksOptions = {}) {
  // The spellings and their patterns once for the whole build, not once per page.
  const forms = glossaryForms(options.terms);
  return (tree: Root, file: {path?: string}): void => {
    if (isGlossaryPage(file.path)) return;
    linkGlossaryTerms(tree, forms);
  };
}
