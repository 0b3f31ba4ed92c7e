import {isPartial, type ParsedDoc} from './markdown';
import type {ContentCheck, Finding} from './types';

export const DESCRIPTION_LENGTH = {min: 50, max: 160} as const;

export const frontMatterCheck: ContentCheck = {
  name: 'front-matter',
  appliesTo: (doc) => !isPartial(doc),
  check(doc, context) {
    if (doc.frontMatterError) {
      return [
        finding(
          doc,
          1,
          `front matter is not valid YAML: ${doc.frontMatterError}`,
          'fix the YAML between the --- lines',
        ),
      ];
    }
    return [...titleFindings(doc, context.siteDocs()), ...descriptionFindings(doc)];
  },
};

function titleFindings(doc: ParsedDoc, siteDocs: readonly ParsedDoc[]): Finding[] {
  const title = doc.frontMatter.title;
  if (typeof title !== 'string' || title.trim() === '') {
    return [finding(doc, 1, 'front matter has no title', "add title: 'What the page is about'")];
  }
  const others = siteDocs
    .filter((other) => other.path !== doc.path && other.frontMatter.title === title)
    .map((other) => other.path);
  if (others.length === 0) return [];
  return [
    finding(
      doc,
      frontMatterLine(doc, 'title'),
      `title "${title}" is also used by ${others.join(', ')}`,
      'make the title unique across the site (the sidebar_label can stay short)',
    ),
  ];
}

function descriptionFindings(doc: ParsedDoc): Finding[] {
  const description = doc.frontMatter.description;
  if (typeof description !== 'string' || description.trim() === '') {
    return [
      finding(
        doc,
        1,
        'front matter has no description',
        `add description: a plain sentence of ${DESCRIPTION_LENGTH.min}–${DESCRIPTION_LENGTH.max} characters`,
      ),
    ];
  }
  const length = description.trim().length;
  if (length >= DESCRIPTION_LENGTH.min && length <= DESCRIPTION_LENGTH.max) return [];
  return [
    finding(
      doc,
      frontMatterLine(doc, 'description'),
      `description is ${length} characters`,
      `write ${DESCRIPTION_LENGTH.min}–${DESCRIPTION_LENGTH.max} characters: it is the search-result snippet`,
    ),
  ];
}

function frontMatterLine(doc: ParsedDoc, key: string): number {
  const frontMatter = doc.tree.children.find((node) => node.type === 'yaml');
  const firstLine = frontMatter?.position?.start.line ?? 1;
  const index = doc.source
    .split('\n')
    .findIndex((line, lineIndex) => lineIndex >= firstLine && line.startsWith(`${key}:`));
  return index === -1 ? firstLine : index + 1;
}

function finding(doc: ParsedDoc, line: number, message: string, fix: string): Finding {
  return {file: doc.path, line, check: 'front-matter', message, fix};
}
