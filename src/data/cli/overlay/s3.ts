/** The site's words for `clouder s3`; the facts are generated (see ./types.ts). */
import type {GroupWords} from './types';

export const S3_WORDS: GroupWords = {
  summary: 'Creates and lists S3 buckets on OVHcloud or AWS.',
  description:
    'Buckets are created in the cloud of the current context: OVHcloud Object Storage or Amazon S3. On an Azure context both commands print a note and stop. `clouder s3` on its own prints the help: the group has a callback that would list the buckets, but it also sets `no_args_is_help`; use `clouder s3 ls`.',
  clouds: ['ovh', 'aws'],
  defaultCommand: {
    summary:
      'Shows the group’s help. Its callback would list the buckets as `ls` does, but `no_args_is_help` answers first, and the group has no option that would get past it.',
    example: 'clouder s3',
  },
  commands: {
    create: {
      summary: 'Creates a bucket in the given region, or in the default one.',
      example: 'clouder s3 create my-bucket --region us-east-1',
      arguments: {
        NAME: 'The name of the new bucket.',
      },
      options: {
        '--region':
          'Region of the bucket. Left out, OVHcloud uses Clouder’s default region, BHS, and AWS the region of your AWS configuration, else us-east-1.',
      },
    },
    ls: {
      summary: 'Lists the buckets, optionally of one region only.',
      example: 'clouder s3 ls --region us-east-1',
      options: {
        '--region':
          'Region to list. On AWS it filters the account’s buckets; on OVHcloud it picks the region to query, BHS when left out.',
      },
    },
  },
};
