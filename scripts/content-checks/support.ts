/**
 * The `support` check: a cluster page that creates a Kubernetes minor version past its upstream
 * end of life (KUBERNETES_MINORS and CLUSTER_KUBERNETES_VERSIONS in src/data/ledger.ts) must warn
 * about it in a `:::warning` or `:::danger` block that names the version and says "end of life".
 * A minor the ledger has no window for fails as well, so the data keeps up with the pages.
 */
import {CLUSTER_KUBERNETES_VERSIONS, KUBERNETES_MINORS} from '../../src/data/ledger';
import type {ClusterKubernetesVersion, KubernetesMinor} from '../../src/data/ledger/types';
import type {ContentCheck, Finding} from './types';

export interface SupportData {
  KUBERNETES_MINORS: readonly KubernetesMinor[];
  CLUSTER_KUBERNETES_VERSIONS: readonly ClusterKubernetesVersion[];
}

/** The admonitions of a page that can carry a warning. */
function warnings(source: string): string[] {
  // The whole block, its title (`:::warning[...]`) included.
  return [...source.matchAll(/^:::(?:warning|danger)[^\n]*\n[\s\S]*?^:::\s*$/gm)].map(
    (match) => match[0],
  );
}

export function createSupportCheck(data: SupportData, today: () => string): ContentCheck {
  return {
    name: 'support',
    check(doc): Finding[] {
      const findings: Finding[] = [];
      for (const cluster of data.CLUSTER_KUBERNETES_VERSIONS.filter((c) => c.page === doc.path)) {
        const minor = data.KUBERNETES_MINORS.find((entry) => entry.minor === cluster.version);
        if (!minor) {
          findings.push({
            file: doc.path,
            line: 1,
            check: 'support',
            message: `creates Kubernetes ${cluster.version}, whose support window the ledger does not record`,
            fix: 'add the minor to KUBERNETES_MINORS in src/data/ledger.ts with its end-of-life date',
          });
          continue;
        }
        if (minor.endOfLife >= today()) continue;
        const warned = warnings(doc.source).some(
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
    },
  };
}

export const supportCheck = createSupportCheck(
  {KUBERNETES_MINORS, CLUSTER_KUBERNETES_VERSIONS},
  () => new Date().toISOString().slice(0, 10),
);
