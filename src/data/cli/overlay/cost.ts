/** The site's words for `clouder cost`; the facts are generated (see ./types.ts). */
import type {GroupWords} from './types';

export const COST_WORDS: GroupWords = {
  summary: 'Lists a few node sizes of a cloud with their CPU and memory.',
  description:
    'The listing is a fixed fallback of two sizes per cloud (t3.large and m6i.large on AWS, Standard_B2s and Standard_D4s_v5 on Azure), with the hourly price shown as n/a; `--region` is accepted but not used yet. Without `--cloud` the cloud of the current context is used, and Azure when that cloud is neither Azure nor AWS. For on-demand EC2 prices by region, use `clouder aws vm-sizes`.',
  clouds: ['azure', 'aws'],
  commands: {
    ls: {
      summary: 'Prints the known node sizes of a cloud as a tab-separated table.',
      example: 'clouder cost ls --cloud aws --region us-east-1',
      options: {
        '--cloud':
          'Cloud whose sizes to list, azure or aws. Left out, the cloud of the current context, which must then be set; any other cloud falls back to azure.',
        '--region': 'Cloud region; reserved for price back ends, ignored today.',
      },
    },
  },
};
