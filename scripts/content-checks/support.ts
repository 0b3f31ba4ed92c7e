/**
 * The `support` check, on support windows and security releases as the ledger records them
 * (src/data/ledger/index.ts):
 * - a cluster page that creates a Kubernetes minor past its upstream end of life
 *   (KUBERNETES_MINORS, CLUSTER_KUBERNETES_VERSIONS) must warn about it in a `:::warning` or
 *   `:::danger` block that names the version and says "end of life"; a minor the ledger has no
 *   window for fails as well, so the data keeps up with the pages;
 * - a page that pins a tool or chart (TOOLS) below a release with security fixes, or whose
 *   release line is past its end of support, must warn about it in such a block that names the
 *   pinned version (or the application version a chart deploys) and says so;
 * - a page TOOLS lists for a pin must name that version, so that no entry outlives its pin.
 */
import {CLUSTER_KUBERNETES_VERSIONS, KUBERNETES_MINORS, TOOLS} from '../../src/data/ledger';
import type {
  ClusterKubernetesVersion,
  KubernetesMinor,
  LedgerTool,
} from '../../src/data/ledger/types';
import type {ParsedDoc} from './markdown';
import type {ContentCheck, Finding} from './types';

export interface SupportData {
  KUBERNETES_MINORS: readonly KubernetesMinor[];
  CLUSTER_KUBERNETES_VERSIONS: readonly ClusterKubernetesVersion[];
  TOOLS: readonly LedgerTool[];
}

/** Words that say a release no longer gets fixes. */
const END_OF_SUPPORT =
  /end of (?:life|support)|out of support|no (?:more|further) (?:security )?fixes/i;
/** Words that say a newer release fixes vulnerabilities. */
const SECURITY = /security|vulnerabilit|CVE-\d/i;

/** The admonitions of a page that can carry a warning. */
function warnings(source: string): string[] {
  // The whole block, its title (`:::warning[...]`) included.
  return [...source.matchAll(/^:::(?:warning|danger)[^\n]*\n[\s\S]*?^:::\s*$/gm)].map(
    (match) => match[0],
  );
}

/** The ways a page can name a pin: `v1.21.1` or `1.21.1`, and the application version. */
function namesOfPin(tool: LedgerTool): string[] {
  const names = [tool.pinnedVersion, tool.pinnedVersion.replace(/^v/, '')];
  if (tool.appVersion) names.push(tool.appVersion, tool.appVersion.replace(/^v/, ''));
  return names;
}

/** True when `text` names `version` as a whole version, not as the start of a longer one. */
function namesVersion(text: string, version: string): boolean {
  const escaped = version.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\w.])${escaped}(?![\\w]|\\.\\d)`).test(text);
}

/** A page as the findings need it: its path, its Markdown after the front matter, its warnings. */
interface WarnedDoc {
  path: string;
  body: string;
  blocks: readonly string[];
}

function clusterFindings(data: SupportData, doc: WarnedDoc, today: string) {
  const findings: Finding[] = [];
  for (const cluster of data.CLUSTER_KUBERNETES_VERSIONS.filter((c) => c.page === doc.path)) {
    const minor = data.KUBERNETES_MINORS.find((entry) => entry.minor === cluster.version);
    if (!minor) {
      findings.push({
        file: doc.path,
        line: 1,
        check: 'support',
        message: `creates Kubernetes ${cluster.version}, whose support window the ledger does not record`,
        fix: 'add the minor to KUBERNETES_MINORS in src/data/ledger/index.ts with its end-of-life date',
      });
      continue;
    }
    if (minor.endOfLife >= today) continue;
    const warned = doc.blocks.some(
      (text) => text.includes(cluster.version) && /end of life/i.test(text),
    );
    if (warned) continue;
    findings.push({
      file: doc.path,
      line: 1,
      check: 'support',
      message: `creates Kubernetes ${cluster.version} (${cluster.how}), past its end of life on ${minor.endOfLife}, and no warning says so`,
      fix: `add a :::warning that says Kubernetes ${cluster.version} is past end of life and what the reader can do, or create a supported version`,
    });
  }
  return findings;
}

function toolFindings(data: SupportData, doc: WarnedDoc, today: string) {
  const findings: Finding[] = [];
  const warnedWith = (tool: LedgerTool, words: RegExp) =>
    doc.blocks.some(
      (text) => namesOfPin(tool).some((name) => namesVersion(text, name)) && words.test(text),
    );
  for (const tool of data.TOOLS.filter((entry) => entry.pages.includes(doc.path))) {
    const pin = `${tool.name} ${tool.pinnedVersion}`;
    // An entry whose page no longer names the pin would keep checking a version nobody installs.
    // The front matter's review records name versions too, so the body alone counts.
    if (!namesOfPin(tool).some((name) => namesVersion(doc.body, name))) {
      findings.push({
        file: doc.path,
        line: 1,
        check: 'support',
        message: `TOOLS lists this page as pinning ${pin}, but the page does not name ${tool.pinnedVersion}`,
        fix: `update the entry in src/data/ledger/index.ts to the version the page pins (with its releases), or take the page off its pages`,
      });
    }
    const {security, endOfSupport} = tool.releases;
    if (security.length > 0 && !warnedWith(tool, SECURITY)) {
      findings.push({
        file: doc.path,
        line: 1,
        check: 'support',
        message: `pins ${pin}, below the security release ${security.map((release) => release.version).join(', ')}, and no warning says so`,
        fix: `raise the pin, or add a :::warning that names ${tool.pinnedVersion} and the security release a reader should install`,
      });
    }
    if (endOfSupport && endOfSupport.date < today && !warnedWith(tool, END_OF_SUPPORT)) {
      findings.push({
        file: doc.path,
        line: 1,
        check: 'support',
        message: `pins ${pin}, whose release line is past its end of support on ${endOfSupport.date} (${endOfSupport.rule}), and no warning says so`,
        fix: `raise the pin, or add a :::warning that names ${tool.pinnedVersion} and says it is out of support`,
      });
    }
  }
  return findings;
}

/** Where the front matter ends, as the page's parser read it; 0 for a page without one. */
function frontMatterEnd(doc: ParsedDoc): number {
  const yaml = doc.tree.children.find((node) => node.type === 'yaml');
  return yaml?.position?.end.offset ?? 0;
}

export function createSupportCheck(data: SupportData, today: () => string): ContentCheck {
  return {
    name: 'support',
    check(doc): Finding[] {
      // The warning blocks are read once, for both kinds of finding.
      const warned = {
        path: doc.path,
        body: doc.source.slice(frontMatterEnd(doc)),
        blocks: warnings(doc.source),
      };
      const day = today();
      return [...clusterFindings(data, warned, day), ...toolFindings(data, warned, day)];
    },
  };
}

export const supportCheck = createSupportCheck(
  {KUBERNETES_MINORS, CLUSTER_KUBERNETES_VERSIONS, TOOLS},
  () => new Date().toISOString().slice(0, 10),
);
