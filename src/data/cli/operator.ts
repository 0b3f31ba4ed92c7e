/**
 * `clouder operator`: the Clouder Kubernetes operator (kopf), run from the workstation. Written
 * from clouder/cli/operator.py.
 */
import type {CliGroup, CliSource} from './types';

const SOURCE: CliSource = {
  path: 'clouder/cli/operator.py',
  commit: 'd6018ea42f34ea229c5d93c4ce1c426abb9ec4b0',
};

export const OPERATOR_GROUP: CliGroup = {
  name: 'operator',
  summary: 'Starts and stops the Clouder operator and applies its custom resource definitions.',
  description:
    'The operator runs in the foreground of the terminal that started it until it is interrupted. `crd` hands the `crd-apply` script to Clouder’s sbin runner.',
  commands: [
    {
      name: 'start',
      summary: 'Starts the Clouder operator and keeps it running until Ctrl+C.',
      arguments: [],
      options: [],
      example: 'clouder operator start',
      source: SOURCE,
    },
    {
      name: 'stop',
      summary: 'Stops the Clouder operator.',
      arguments: [],
      options: [],
      example: 'clouder operator stop',
      source: SOURCE,
    },
    {
      name: 'crd',
      summary: 'Applies the operator’s custom resource definitions with the bundled script.',
      arguments: [],
      options: [],
      example: 'clouder operator crd',
      source: SOURCE,
    },
  ],
  source: SOURCE,
};
