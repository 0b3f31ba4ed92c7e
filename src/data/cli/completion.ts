/**
 * `clouder completion`: shell completion for both entry points, `clouder` and `c`. Written from
 * clouder/cli/completion.py.
 */
import type {CliGroup, CliSource} from './types';

const SOURCE: CliSource = {
  path: 'clouder/cli/completion.py',
  commit: 'af50444c591618bb84ee3dd623a533e842d91c0a',
};

export const COMPLETION_GROUP: CliGroup = {
  name: 'completion',
  summary: 'Installs or prints tab completion for `clouder` and `c`.',
  description:
    '`install` adds a managed block, between `# >>> clouder completion >>>` markers, that evaluates `c --show-completion` and `clouder --show-completion` for your shell; running it again updates the block in place. For bash it writes both ~/.bashrc and ~/.bash_profile, since terminals such as VS Code’s start login shells. Open a new terminal, or source the file, afterwards.',
  commands: [
    {
      name: 'show',
      summary: 'Prints the completion block for a shell without writing anything.',
      arguments: [
        {
          name: 'SHELL',
          description: 'The shell to print the block for.',
          type: 'choice',
          choices: ['bash', 'zsh', 'fish'],
          required: true,
        },
      ],
      options: [],
      example: 'clouder completion show zsh',
      source: SOURCE,
    },
    {
      name: 'install',
      summary: 'Writes the completion block into your shell’s startup file.',
      arguments: [],
      options: [
        {
          name: '--shell',
          description:
            'The shell to set up; taken from $SHELL when left out, and bash when that is none of the three.',
          type: 'choice',
          choices: ['bash', 'zsh', 'fish'],
          required: false,
        },
      ],
      example: 'clouder completion install --shell zsh',
      source: SOURCE,
    },
  ],
  source: SOURCE,
};
