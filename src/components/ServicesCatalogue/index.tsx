import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {SERVICES_CATALOGUE, UNPACKAGED_SERVICES, type CatalogueEntry} from '../../data/services';
import clsx from 'clsx';
import tableStyles from '@site/src/css/reference-table.module.css';
import styles from './styles.module.css';

const ROLE_LABELS: Record<string, string> = {
  platform: 'Platform service',
  system: 'System service',
  business: 'Business service',
  wrapper: 'Third-party wrapper',
  example: 'Example',
};

function List({items}: {items: readonly string[]}): ReactNode {
  if (items.length === 0) return '—';
  return items.map((item, index) => (
    <React.Fragment key={item}>
      {index > 0 && ', '}
      <code>{item}</code>
    </React.Fragment>
  ));
}

function Row({entry}: {entry: CatalogueEntry}): ReactNode {
  const {chart} = entry;
  return (
    <tr>
      <td>
        <code>{chart.name}</code>
      </td>
      <td>{ROLE_LABELS[chart.role] ?? chart.role}</td>
      <td>{chart.version ?? (chart.valuesOnly ? 'values only' : '—')}</td>
      <td>{chart.namespace ? <code>{chart.namespace}</code> : '—'}</td>
      <td>
        <List items={entry.nodePool} />
      </td>
      <td>
        <List items={entry.secrets} />
      </td>
      <td>{entry.calls.length > 0 ? entry.calls.join(', ') : '—'}</td>
      <td>{entry.page ? <Link to={entry.page}>Page</Link> : entry.why}</td>
    </tr>
  );
}

/**
 * Every chart of the public chart repository with its role, version, namespace, what it needs
 * and the page that documents it, then the services that no public chart packages. Generated
 * from src/data/services.ts and the ledger.
 */
export default function ServicesCatalogue(): ReactNode {
  return (
    <>
      {/* A wide table scrolls sideways: keyboard readers must be able to reach it. */}
      <div
        className={clsx(tableStyles.wrapper, styles.catalogue)}
        tabIndex={0}
        role="region"
        aria-label="Services catalogue">
        <table className={tableStyles.table}>
          <thead>
            <tr>
              <th scope="col">Chart</th>
              <th scope="col">Role</th>
              <th scope="col">Version</th>
              <th scope="col">Namespace</th>
              <th scope="col">Node pool</th>
              <th scope="col">Secrets</th>
              <th scope="col">Calls</th>
              <th scope="col">Documented</th>
            </tr>
          </thead>
          <tbody>
            {SERVICES_CATALOGUE.map((entry) => (
              <Row key={entry.chart.directory} entry={entry} />
            ))}
          </tbody>
        </table>
      </div>
      <p>
        Not publicly packaged: no public chart or image exists for{' '}
        {UNPACKAGED_SERVICES.map((service, index) => (
          <React.Fragment key={service.name}>
            {index > 0 && (index === UNPACKAGED_SERVICES.length - 1 ? ' and ' : ', ')}
            <Link to={service.page}>{service.name}</Link>
          </React.Fragment>
        ))}
        ; their pages say how to obtain them.
      </p>
    </>
  );
}
