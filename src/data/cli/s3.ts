/**
 * `clouder s3`: object storage buckets of the current context. Written from clouder/cli/s3.py at
 * the newest version read (the one with AWS support).
 */
import type {CliGroup, CliSource} from './types';

const SOURCE: CliSource = {
  path: 'clouder/cli/s3.py',
  commit: '8f1ab58c550ef22d956c9036d79d0c55aa434d6e',
};

export const S3_GROUP: CliGroup = {
  name: 's3',
  summary: 'Creates and lists S3 buckets on OVHcloud or AWS.',
  description:
    'Buckets are created in the cloud of the current context: OVHcloud Object Storage or Amazon S3. On an Azure context both commands print a note and stop. `clouder s3` on its own prints the help (the group has `no_args_is_help`); `clouder s3 ls` lists the buckets.',
  clouds: ['ovh', 'aws'],
  commands: [
    {
      name: 'create',
      summary: 'Creates a bucket in the given region, or in the default one.',
      arguments: [
        {
          name: 'NAME',
          description: 'The name of the new bucket.',
          type: 'text',
          required: true,
        },
      ],
      options: [
        {
          name: '--region',
          aliases: ['-r'],
          description:
            'Region of the bucket. Left out, OVHcloud uses Clouder’s default region and AWS the region of your AWS configuration, else us-east-1.',
          type: 'text',
          required: false,
        },
      ],
      example: 'clouder s3 create my-bucket --region us-east-1',
      source: SOURCE,
    },
    {
      name: 'ls',
      summary: 'Lists the buckets, optionally of one region only.',
      arguments: [],
      options: [
        {
          name: '--region',
          aliases: ['-r'],
          description:
            'Region to list. On AWS it filters the account’s buckets; on OVHcloud it picks the region to query, Clouder’s default when left out.',
          type: 'text',
          required: false,
        },
      ],
      example: 'clouder s3 ls --region us-east-1',
      source: SOURCE,
    },
  ],
  source: SOURCE,
};
