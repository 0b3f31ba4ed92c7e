/**
 * The configuration reference's tables (Tables.tsx). They are the largest part of the page's
 * script, with the data of every variable, and render the same HTML on every visit: the browser
 * keeps the server's HTML, and loads the tables only when it renders the page itself
 * (src/components/ServerRendered).
 */
import React, {type ReactNode} from 'react';
import ServerRendered from '@site/src/components/ServerRendered';
import ServerTables from './Tables.server';

const loadTables = () => import(/* webpackChunkName: "configuration-tables" */ './Tables');

export default function ConfigurationTable(): ReactNode {
  return <ServerRendered name="configuration-tables" server={ServerTables} load={loadTables} />;
}
