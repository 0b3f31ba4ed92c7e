import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {
  CHARTS,
  CLUSTER_KUBERNETES_VERSIONS,
  NAMESPACES,
  NODE_LABELS,
  OBJECT_LABELS,
  TOOLS,
  type LedgerSource,
} from '../../data/ledger';
import tableStyles from '@site/src/css/reference-table.module.css';
import styles from './styles.module.css';

/** The address of a source: its page, or the file at its commit on GitHub. */
export function sourceHref(source: LedgerSource): string | undefined {
  if (source.url) return source.url;
  if (!source.repository.includes('/')) return undefined;
  const ref = source.commit ?? 'HEAD';
  return `https://github.com/${source.repository}/blob/${ref}/${source.path}`;
}

function Source({source}: {source: LedgerSource}): ReactNode {
  const at = source.commit ? ` @ ${source.commit.slice(0, 7)}` : '';
  const label = `${source.repository}: ${source.path}${at}${source.date ? `, ${source.date}` : ''}`;
  const href = sourceHref(source);
  return <span className={styles.source}>{href ? <Link href={href}>{label}</Link> : label}</span>;
}

function Table({head, children}: {head: readonly string[]; children: ReactNode}): ReactNode {
  return (
    <div className={tableStyles.wrapper}>
      <table className={tableStyles.table}>
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

const NONE = <span className={styles.muted}>none</span>;
/** A fact the ledger has no source for, which is not the same as its absence. */
const NOT_RECORDED = <span className={styles.muted}>not recorded</span>;

/** Every chart folder of the chart repository, with its version, role and namespace. */
export function ChartsTable(): ReactNode {
  return (
    <Table head={['Chart', 'Folder', 'Version', 'App version', 'Role', 'Namespace', 'Source']}>
      {CHARTS.map((chart) => (
        <tr key={chart.directory} data-chart={chart.name}>
          <td>
            <code className={tableStyles.name}>{chart.name}</code>
          </td>
          <td>
            <code className={tableStyles.name}>{chart.directory}</code>
          </td>
          <td>{chart.version ? <code>{chart.version}</code> : NONE}</td>
          <td>{chart.appVersion ? <code>{chart.appVersion}</code> : NONE}</td>
          <td>{chart.role}</td>
          <td>{chart.namespace ? <code>{chart.namespace}</code> : NONE}</td>
          <td>
            <Source source={chart.source} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** The namespaces the charts and tools name, with what runs there. */
export function NamespacesTable(): ReactNode {
  return (
    <Table head={['Namespace', 'What runs there', 'Source']}>
      {NAMESPACES.map((namespace) => (
        <tr key={namespace.name}>
          <td>
            <code>{namespace.name}</code>
          </td>
          <td>{namespace.runs}</td>
          <td>
            <Source source={namespace.source} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** Node labels, then the labels the charts put on other objects. */
export function LabelsTable(): ReactNode {
  return (
    <Table head={['Key', 'Values or objects', 'Set by', 'Selected by', 'Source']}>
      {NODE_LABELS.map((label) => (
        <tr key={label.key} data-kind="node">
          <td>
            <code className={tableStyles.name}>{label.key}</code>
          </td>
          <td>
            {label.values.map((value, index) => (
              <React.Fragment key={value}>
                {index > 0 && ', '}
                <code>{value}</code>
              </React.Fragment>
            ))}
          </td>
          <td>{label.setBy.join('; ')}</td>
          <td>{label.selectedBy.length ? label.selectedBy.join(', ') : NONE}</td>
          <td>
            <Source source={label.source} />
          </td>
        </tr>
      ))}
      {OBJECT_LABELS.map((label) => (
        <tr key={label.key} data-kind="object">
          <td>
            <code className={tableStyles.name}>{label.key}</code>
          </td>
          <td>{label.on}</td>
          <td>{label.setBy.join('; ')}</td>
          <td>{NONE}</td>
          <td>
            <Source source={label.source} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** Pinned third-party tools and the Kubernetes versions each supports. */
export function ToolsTable(): ReactNode {
  return (
    <Table head={['Tool', 'Pinned version', 'Supported Kubernetes', 'Source of the range']}>
      {TOOLS.map((tool) => (
        <tr key={`${tool.name}@${tool.pinnedVersion}`}>
          <td>{tool.name}</td>
          <td>
            <code>{tool.pinnedVersion}</code>
          </td>
          <td>
            {tool.supportedKubernetes
              ? `${tool.supportedKubernetes.min} to ${tool.supportedKubernetes.max ?? 'newer'}`
              : NOT_RECORDED}
            {tool.supportNote && <div className={styles.muted}>{tool.supportNote}</div>}
          </td>
          <td>{tool.supportSource ? <Source source={tool.supportSource} /> : NOT_RECORDED}</td>
        </tr>
      ))}
    </Table>
  );
}

/** Each pin against its project's releases: the newest, those with security fixes, support. */
export function ReleasesTable(): ReactNode {
  return (
    <Table
      head={[
        'Tool',
        'Pinned version',
        'Newest release',
        'Security releases since the pin',
        'End of support',
      ]}>
      {TOOLS.map(({name, pinnedVersion, appVersion, appName, releases}) => (
        <tr key={`${name}@${pinnedVersion}`}>
          <td>{name}</td>
          <td>
            <code>{pinnedVersion}</code>
            {appVersion && (
              <div className={styles.muted}>
                deploys {appName ? `${appName} ${appVersion}` : appVersion}
              </div>
            )}
          </td>
          <td>
            <code>{releases.newest.version}</code>
            {releases.newest.date && `, ${releases.newest.date}`}
            <div>
              <Source source={releases.newest.source} />
            </div>
          </td>
          <td>
            {releases.security.length === 0
              ? NONE
              : releases.security.map((release) => (
                  <div key={release.version}>
                    <code>{release.version}</code>
                    {release.date && `, ${release.date}`}
                    {release.advisories.length > 0 && `: ${release.advisories.join(', ')}`}{' '}
                    <Source source={release.source} />
                  </div>
                ))}
          </td>
          <td>
            {releases.endOfSupport ? (
              <>
                {releases.endOfSupport.date}
                <div className={styles.muted}>{releases.endOfSupport.rule}</div>
                <Source source={releases.endOfSupport.source} />
              </>
            ) : (
              NONE
            )}
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** The Kubernetes versions the cluster pages create. */
export function ClusterVersionsTable(): ReactNode {
  return (
    <Table head={['Kubernetes', 'Cluster page', 'How']}>
      {CLUSTER_KUBERNETES_VERSIONS.map((entry) => (
        <tr key={entry.page}>
          <td>
            <code>{entry.version}</code>
          </td>
          <td>
            <code className={tableStyles.name}>{entry.page}</code>
          </td>
          <td>{entry.how.replace(/`/g, '')}</td>
        </tr>
      ))}
    </Table>
  );
}

const SECTIONS = [
  {id: 'ledger-charts', title: 'Charts', Component: ChartsTable},
  {id: 'ledger-namespaces', title: 'Namespaces', Component: NamespacesTable},
  {id: 'ledger-labels', title: 'Labels', Component: LabelsTable},
  {id: 'ledger-tools', title: 'Pinned tools', Component: ToolsTable},
  {id: 'ledger-releases', title: 'Releases since the pins', Component: ReleasesTable},
  {
    id: 'ledger-kubernetes',
    title: 'Kubernetes versions of the cluster pages',
    Component: ClusterVersionsTable,
  },
] as const;

/** The reference tables of the ledger (src/data/ledger/index.ts), one section each. */
export default function LedgerTables(): ReactNode {
  return (
    <div className={tableStyles.reference}>
      {SECTIONS.map(({id, title, Component}) => (
        <section key={id} className={tableStyles.group}>
          <Heading as="h3" id={id}>
            {title}
          </Heading>
          <Component />
        </section>
      ))}
    </div>
  );
}
