import type {ExternalLink} from './collect';
import type {ProbeResult} from './probe';

export function renderReport(
  links: readonly ExternalLink[],
  results: readonly ProbeResult[],
  date: Date,
): string {
  const failures = links.filter((_link, index) => !results[index].ok);
  const lines = [
    '# External links',
    '',
    `Checked ${links.length} distinct external URLs on ${date.toISOString()}: ` +
      `${links.length - failures.length} reachable, ${failures.length} unreachable.`,
    '',
    'This report is informational: the check never fails the build, because remote sites come and go ' +
      'and a machine without internet access reports every link as unreachable.',
    '',
  ];
  if (failures.length > 0) {
    lines.push('## Unreachable', '', '| URL | Result | Linked from |', '| --- | --- | --- |');
    for (const link of failures) {
      const result = results[links.indexOf(link)];
      lines.push(`| ${link.url} | ${escapeCell(result.detail)} | ${link.sources.join('<br/>')} |`);
    }
    lines.push('');
  }
  const reachable = links.filter((_link, index) => results[index].ok);
  if (reachable.length > 0) {
    lines.push('## Reachable', '', ...reachable.map((link) => `- ${link.url}`), '');
  }
  return lines.join('\n');
}

function escapeCell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}
