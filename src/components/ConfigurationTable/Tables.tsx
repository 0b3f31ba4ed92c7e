import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Heading from '@theme/Heading';
import {
  CONFIGURATION_GROUPS,
  formatType,
  variableAnchor,
  variablesInGroup,
  type ConfigurationGroup,
  type ConfigurationVariable,
} from '../../data/configuration';
import tableStyles from '@site/src/css/reference-table.module.css';
import styles from './styles.module.css';

/** The HTML id of a group's heading, for example "group-identity-and-jwt". */
export function groupAnchor(group: ConfigurationGroup): string {
  return `group-${group
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
}

function VariableRow({variable}: {variable: ConfigurationVariable}): ReactNode {
  const anchor = variableAnchor(variable.name);
  // Other pages link to a variable's row: declare it so the build's anchor check knows it.
  useBrokenLinks().collectAnchor(anchor);
  return (
    <tr id={anchor}>
      <td>
        <Link className={tableStyles.name} href={`#${anchor}`}>
          <code>{variable.name}</code>
        </Link>
        {variable.secret && (
          <>
            {/* A space, so that copied text and the Markdown twin read "NAME secret". */}{' '}
            <span className={styles.secret} title="Keep this value out of version control and logs">
              secret
            </span>
          </>
        )}
      </td>
      <td>
        <code>{formatType(variable.type)}</code>
      </td>
      <td>{variable.default === undefined ? 'none' : <code>{variable.default}</code>}</td>
      <td>
        {variable.example === undefined ? (
          variable.secret ? (
            'generate it'
          ) : (
            'none'
          )
        ) : (
          <code>{variable.example}</code>
        )}
      </td>
      <td>{variable.meaning}</td>
      <td>{variable.usedBy.join(', ')}</td>
    </tr>
  );
}

function GroupTable({group}: {group: ConfigurationGroup}): ReactNode {
  const variables = variablesInGroup(group);
  if (variables.length === 0) {
    return null;
  }
  return (
    <section className={tableStyles.group} data-group={group}>
      <Heading as="h3" id={groupAnchor(group)}>
        {group}
      </Heading>
      <div className={tableStyles.wrapper}>
        <table className={tableStyles.table}>
          <thead>
            <tr>
              <th scope="col">Variable</th>
              <th scope="col">Type</th>
              <th scope="col">Default</th>
              <th scope="col">Example</th>
              <th scope="col">Meaning</th>
              <th scope="col">Used by</th>
            </tr>
          </thead>
          <tbody>
            {variables.map((variable) => (
              <VariableRow key={variable.name} variable={variable} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/**
 * The configuration reference: one table per service group, in the order of
 * CONFIGURATION_GROUPS, with an anchor per variable (its name in lower case).
 */
export default function ConfigurationTable(): ReactNode {
  return (
    <div className={tableStyles.reference}>
      {CONFIGURATION_GROUPS.map((group) => (
        <GroupTable key={group} group={group} />
      ))}
    </div>
  );
}
