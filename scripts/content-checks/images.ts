import type {Html, Image, ImageReference, Nodes} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx';
import {visit} from 'unist-util-visit';
import {parseMarkdownTree, lineOf} from './markdown';
import type {ContentCheck, Finding} from './types';

export const imagesCheck: ContentCheck = {
  name: 'images',
  check(doc) {
    const findings: Finding[] = [];
    visit(doc.tree, (node: Nodes) => {
      if (isImageWithoutAlt(node)) findings.push(missingAltFinding(doc.path, lineOf(node)));
    });
    return findings;
  },
};

function isImageWithoutAlt(node: Nodes): boolean {
  switch (node.type) {
    case 'image':
    case 'imageReference':
      return isBlank((node as Image | ImageReference).alt);
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return isJsxImgWithoutAlt(node);
    case 'html':
      return isHtmlImgWithoutAlt(node);
    default:
      return false;
  }
}

function isJsxImgWithoutAlt(node: MdxJsxFlowElement | MdxJsxTextElement): boolean {
  if (node.name !== 'img') return false;
  const alt = node.attributes.find(
    (attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'alt',
  );
  if (!alt || alt.type !== 'mdxJsxAttribute') return true;
  // alt={expression}: the text is computed, trust it.
  return typeof alt.value === 'string' ? isBlank(alt.value) : alt.value === null;
}

// Raw HTML only appears when a page falls back to plain Markdown parsing; reparse the tag as MDX
// to read its attributes rather than matching them with a regular expression.
function isHtmlImgWithoutAlt(node: Html): boolean {
  if (!/^<img\b/i.test(node.value.trim())) return false;
  let withoutAlt = false;
  visit(parseMarkdownTree(node.value.replace(/\s*\/?>\s*$/, ' />')), (child: Nodes) => {
    if (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') {
      withoutAlt = withoutAlt || isJsxImgWithoutAlt(child);
    }
  });
  return withoutAlt;
}

function isBlank(value: string | null | undefined): boolean {
  return !value || value.trim() === '';
}

function missingAltFinding(file: string, line: number): Finding {
  return {
    file,
    line,
    check: 'images',
    message: 'image has no alt text',
    fix: 'describe what the image shows: ![Diagram of the node pools](...) or <img alt="..." />',
  };
}
