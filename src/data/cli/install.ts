/**
 * How the current CLI is installed. The package index serves a `clouder` release older than this
 * CLI, so the site installs it from the source repository at the newest commit the command data
 * was checked against. Update both together.
 */
export const CLI_INSTALL = {
  repository: 'https://github.com/datalayer/clouder',
  /** The newest commit of the command data (create.py, setup.py, ssh.py and azure.py were read there). */
  commit: 'd62f0ea6b570b7bfa3bb87dd9b7a7d404fc1c58c',
  /** `requires-python` of the newest project metadata read (pyproject.toml@f521c32b). */
  python: '3.11',
} as const;
