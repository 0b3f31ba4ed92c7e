/**
 * `clouder sh`: runs the shell and sbin scripts shipped with Clouder. Written from
 * clouder/cli/sh.py at the newest version read.
 */
import type {CliGroup, CliSource} from './types';

const SOURCE: CliSource = {
  path: 'clouder/cli/sh.py',
  commit: 'af50444c591618bb84ee3dd623a533e842d91c0a',
};

export const SH_GROUP: CliGroup = {
  name: 'sh',
  summary: 'Runs a script shipped with Clouder, named by words joined with dashes.',
  description:
    'Both commands take free words rather than declared arguments, join them with `-` and run the result: `sbin` runs clouder/sbin/<words>.sh through clouder/sbin/clouder.sh, so `clouder sh sbin kubectl install` runs kubectl-install.sh; `run` executes a program of that joined name. This is how the 2024 top-level forms such as `clouder kubectl install` are reached today.',
  commands: [
    {
      name: 'run',
      summary: 'Joins the words with dashes and executes the program of that name.',
      arguments: [
        {
          name: 'WORDS',
          description: 'The words of the program name, then nothing else; put them after `--`.',
          type: 'text',
          required: true,
          variadic: true,
        },
      ],
      options: [],
      passThrough: true,
      example: 'clouder sh run -- my-script',
      source: SOURCE,
    },
    {
      name: 'sbin',
      summary:
        'Joins the words with dashes and runs that script from clouder/sbin; with no words it runs `about`.',
      arguments: [
        {
          name: 'WORDS',
          description:
            'The words of the script name, such as `kubectl install` for kubectl-install.sh.',
          type: 'text',
          required: false,
          variadic: true,
        },
      ],
      options: [],
      passThrough: true,
      example: 'clouder sh sbin kubectl install',
      source: SOURCE,
    },
  ],
  source: SOURCE,
};
