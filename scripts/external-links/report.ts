import type {ExternalLink} from './collect';
import type {ProbeResult} from './probe';

export function renderReport(
  links: readonly ExternalLink[],
  results: readonly ProbeResult[],
  date: Date,
): string {
  const inState = (state: ProbeResult['state']) =>
    links.flatMap((link, index) =>
      results[index].state === state ? [{link, result: results[index]}] : [],
    );
  const broken = inState('broken');
  const skipped = inState('skipped');
  const reachable = inState('ok');
  const lines = [
    '# External links',
    '',
    `Checked ${links.length} distinct external URLs with linkinator on ${date.toISOString()}: ` +
      `${reachable.length} reachable, ${broken.length} unreachable, ${skipped.length} behind a bot challenge.`,
    '',
    'This report is informational: the check never fails the build, because remote sites come and go ' +
      'and a machine without internet access reports every link as unreachable.',
    '',
  ];
  if (broken.length > 0) {
    lines.push('## Unreachable', '', ...table(broken), '');
  }
  if (skipped.length > 0) {
    lines.push(
      '## Not verified',
      '',
      'The site answered with a bot challenge (LinkedIn’s 999, a Cloudflare 403): open these by hand.',
      '',
      ...table(skipped),
      '',
    );
  }
  if (reachable.length > 0) {
    lines.push('## Reachable', '', ...reachable.map(({link}) => `- ${link.url}`), '');
  }
  return lines.join('\n');
}

function table(rows: readonly {link: ExternalLink; result: ProbeResult}[]): string[] {
  return [
    '| URL | Result | Linked from |',
    '| --- | --- | --- |',
    ...rows.map(
      ({link, result}) =>
        `| ${link.url} | ${escapeCell(result.detail)} | ${link.sources.join('<br/>')} |`,
    ),
  ];
}

function escapeCell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}
