/** The site's words for `clouder operator`; the facts are generated (see ./types.ts). */
import type {GroupWords} from './types';

export const OPERATOR_WORDS: GroupWords = {
  summary: 'Starts and stops the Clouder operator and applies its custom resource definitions.',
  description:
    'The operator runs in the foreground of the terminal that started it until it is interrupted. `crd` is meant to hand the `crd-apply` script to Clouder’s sbin runner, but the helper it calls joins a list and a string, so in this source it stops with a Python TypeError before any script runs.',
  commands: {
    start: {
      summary: 'Starts the Clouder operator and keeps it running until Ctrl+C.',
      example: 'clouder operator start',
    },
    stop: {
      summary:
        'Meant to stop the operator, but it runs in a new process that started no operator, so it fails with an AttributeError; stop `start` with Ctrl+C instead.',
      example: 'clouder operator stop',
    },
    crd: {
      summary:
        'Meant to apply the operator’s custom resource definitions with the bundled crd-apply script; fails with a TypeError in this source.',
      example: 'clouder operator crd',
    },
  },
};
