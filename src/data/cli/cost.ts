/**
 * `clouder cost`: node size price helpers. Written from clouder/cli/cost.py.
 */
import type {CliGroup, CliSource} from './types';

const SOURCE: CliSource = {
  path: 'clouder/cli/cost.py',
  commit: '4f013f61545ca055c2ddd082a60a8b1b7aa7edd1',
};

export const COST_GROUP: CliGroup = {
  name: 'cost',
  summary: 'Lists a few node sizes of a cloud with their CPU and memory.',
  description:
    'The listing is a fixed fallback of two sizes per cloud (t3.large and m6i.large on AWS, Standard_B2s and Standard_D4s_v5 on Azure), with the hourly price shown as n/a; `--region` is accepted but not used yet. For live EC2 prices by region, `clouder aws vm-sizes` reads the AWS price list.',
  clouds: ['azure', 'aws'],
  commands: [
    {
      name: 'list',
      summary: 'Prints the known node sizes of a cloud as a tab-separated table.',
      arguments: [],
      options: [
        {
          name: '--cloud',
          description: 'Cloud whose sizes to list.',
          type: 'choice',
          choices: ['azure', 'aws'],
          default: 'azure',
          required: false,
        },
        {
          name: '--region',
          description: 'Cloud region; reserved for price back ends, ignored today.',
          type: 'text',
          default: 'westeurope',
          required: false,
        },
      ],
      example: 'clouder cost list --cloud aws --region us-east-1',
      source: SOURCE,
    },
  ],
  source: SOURCE,
};
