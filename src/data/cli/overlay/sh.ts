/** The site's words for `clouder sh`; the facts are generated (see ./types.ts). */
import type {GroupWords} from './types';

export const SH_WORDS: GroupWords = {
  summary: 'Runs a script shipped with Clouder, named by words joined with dashes.',
  description:
    'Both commands take free words rather than declared arguments, join them with `-` and run the result: `sbin` runs clouder/sbin/<words>.sh through clouder/sbin/clouder.sh, so `clouder sh sbin kubectl install` runs kubectl-install.sh; `run` executes a program of that joined name. This is how the 2024 top-level forms such as `clouder kubectl install` are reached today.',
  commands: {
    run: {
      summary: 'Joins the words with dashes and executes the program of that name.',
      example: 'clouder sh run -- my-script',
      arguments: {
        WORDS: 'The words of the program name, then nothing else; put them after `--`.',
      },
    },
    sbin: {
      summary:
        'Joins the words with dashes and runs that script from clouder/sbin; with no words it runs `about`.',
      example: 'clouder sh sbin kubectl install',
      arguments: {
        WORDS: 'The words of the script name, such as `kubectl install` for kubectl-install.sh.',
      },
    },
  },
};
