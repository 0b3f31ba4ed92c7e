/**
 * The `drift` check: after `npm run upstream:refresh`, every page that uses a fact the refresh
 * changed (reports/upstream-drift.json, written with the report) fails until a reader has read it
 * again against the new source and its front matter says so:
 *   verified_against: 'clouder a1863c57, helm-charts fc446292'
 * The label is the snapshot's (SNAPSHOT_LABEL in src/data/upstream/snapshot.ts).
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {RereadList} from '../generate/upstream/drift';
import type {ContentCheck, Finding} from './types';

export const DRIFT_FILE = 'reports/upstream-drift.json';

export function createDriftCheck(read: (rootDir: string) => RereadList | undefined): ContentCheck {
  let list: RereadList | undefined;
  let loaded = false;
  return {
    name: 'drift',
    check(doc, context): Finding[] {
      if (!loaded) {
        list = read(context.rootDir);
        loaded = true;
      }
      const facts = list?.pages[doc.path];
      if (!list || !facts) return [];
      if (doc.frontMatter.verified_against === list.label) return [];
      const shown = facts.slice(0, 5).map((key) => `\`${key}\``);
      return [
        {
          file: doc.path,
          line: 1,
          check: 'drift',
          message: `uses ${facts.length} fact${facts.length === 1 ? '' : 's'} the last upstream refresh changed (${shown.join(', ')}${facts.length > 5 ? ', ...' : ''}; ${DRIFT_FILE.replace('.json', '.md')})`,
          fix: `read the page again against the new source, correct it, then set verified_against: '${list.label}' in its front matter`,
        },
      ];
    },
  };
}

export const driftCheck = createDriftCheck((rootDir) => {
  const file = path.join(rootDir, DRIFT_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RereadList) : undefined;
});
