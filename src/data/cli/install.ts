/**
 * How the current CLI is installed. The package index serves a `clouder` release older than this
 * CLI, so the site installs it from the source repository at the recorded snapshot's newest
 * commit. The package facts (console scripts, extras, the Python the metadata names) are generated
 * from its pyproject.toml; the Python floor the site states is the higher one that pip enforces
 * through a dependency.
 */
import {CLOUDER_SNAPSHOT} from '../upstream/snapshot';
import {GENERATED_PACKAGE} from './generated';

/** The dependency that raises the Python floor above the package's own `requires-python`. */
const CORE_DEPENDENCY = 'datalayer-core';

export const CLI_INSTALL = {
  repository: `https://github.com/${CLOUDER_SNAPSHOT.repository}`,
  commit: CLOUDER_SNAPSHOT.head,
  /** `requires-python` of the package's own metadata (generated). */
  packagePython: GENERATED_PACKAGE.requiresPython.replace(/^>=/, ''),
  /**
   * The Python pip needs in practice: datalayer-core from 1.1.65, which the package requires
   * (`datalayer-core>=1.1.65`, generated), declares Python 3.10 or later in its published
   * metadata (PyPI, datalayer-core 1.1.65, read 2026-11-25).
   */
  python: '3.10',
  coreRequirement: `${CORE_DEPENDENCY}${GENERATED_PACKAGE.dependencies[CORE_DEPENDENCY] ?? ''}`,
  scripts: GENERATED_PACKAGE.scripts,
  extras: GENERATED_PACKAGE.extras.filter((extra) => extra !== 'test'),
} as const;
