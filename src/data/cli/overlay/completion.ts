/** The site's words for `clouder completion`; the facts are generated (see ./types.ts). */
import type {GroupWords} from './types';

export const COMPLETION_WORDS: GroupWords = {
  summary: 'Installs or prints tab completion for `clouder` and `c`.',
  description:
    '`install` adds a managed block, between `# >>> clouder completion >>>` markers, that evaluates `c --show-completion` and `clouder --show-completion` for your shell; running it again updates the block in place. For bash it writes both ~/.bashrc and ~/.bash_profile, since terminals such as VS Code’s start login shells. Open a new terminal, or source the file, afterwards.',
  commands: {
    show: {
      summary: 'Prints the completion block for a shell without writing anything.',
      example: 'clouder completion show zsh',
      arguments: {
        SHELL: 'The shell to print the block for.',
      },
    },
    install: {
      summary: 'Writes the completion block into your shell’s startup file.',
      example: 'clouder completion install --shell zsh',
      options: {
        '--shell':
          'The shell to set up; taken from $SHELL when left out, and bash when that is none of the three.',
      },
    },
  },
};
