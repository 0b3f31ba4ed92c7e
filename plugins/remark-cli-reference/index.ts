/**
 * Expands `::cli-reference{group="kubeadm"}` into Markdown: a section per command with its
 * synopsis, options table, example and source, generated from the command data in
 * src/data/cli/. It runs before Docusaurus' own remark plugins, so the generated headings get
 * ids and table-of-contents entries like hand-written ones, the search index sees the text, and
 * the page ships no extra JavaScript. The content checks expand the same directive, so the
 * generated examples go through shellcheck and the `clouder-cli` check too.
 *
 * `::cli-earlier-releases` expands into the table that maps 2024 commands to today's, and
 * `::cli-groups` into the table of command groups with links to their pages.
 */
import type {
  Code,
  Heading,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
  Table,
  TableCell,
  TableRow,
} from 'mdast';
import type {Position} from 'unist';
import {
  CLI_EARLIER_RELEASES,
  CLI_GROUPS,
  ROOT_COMMANDS,
  ROOT_OPTIONS,
  cliSourceLabel,
  cliSourceUrl,
  findGroup,
} from '../../src/data/cli';
import type {CliArgument, CliCommand, CliGroup, CliOption, Cloud} from '../../src/data/cli/types';

const CLOUD_NAMES: Record<Cloud, string> = {ovh: 'OVHcloud', azure: 'Azure', aws: 'AWS'};

interface DirectiveNode {
  type: 'leafDirective';
  name: string;
  attributes?: Record<string, string | null | undefined> | null;
  position?: Position;
}

/** Marks generated nodes the `clouder-cli` check must not read (the earlier-releases table). */
export const EARLIER_RELEASES_MARK = 'cliEarlierReleases';

function text(value: string): PhrasingContent {
  return {type: 'text', value};
}

function inlineCode(value: string): PhrasingContent {
  return {type: 'inlineCode', value};
}

/** Text whose `backticked` parts are code, as the data writes commands and paths. */
function richText(value: string): PhrasingContent[] {
  return value
    .split('`')
    .map((part, index) => (index % 2 === 1 ? inlineCode(part) : text(part)))
    .filter((node) => node.type === 'inlineCode' || (node as {value: string}).value !== '');
}

function paragraph(...children: PhrasingContent[]): Paragraph {
  return {type: 'paragraph', children};
}

function cell(...children: PhrasingContent[]): TableCell {
  return {type: 'tableCell', children};
}

function row(...cells: TableCell[]): TableRow {
  return {type: 'tableRow', children: cells};
}

function cloudList(clouds: readonly Cloud[]): string {
  return clouds.map((cloud) => CLOUD_NAMES[cloud]).join(', ');
}

function argumentLabel(argument: CliArgument): string {
  const name = argument.variadic ? `${argument.name}...` : argument.name;
  return argument.required ? name : `[${name}]`;
}

/** `clouder kubeadm create [OPTIONS] NAME`, as Typer prints its usage line. */
export function synopsis(
  path: readonly string[],
  command: Pick<CliCommand, 'arguments' | 'options'>,
): string {
  const words = ['clouder', ...path];
  if (command.options.length > 0) words.push('[OPTIONS]');
  words.push(...command.arguments.map(argumentLabel));
  return words.join(' ');
}

function valueLabel(parameter: CliArgument | CliOption): string {
  if ('flag' in parameter && parameter.flag) return 'flag';
  if (parameter.type === 'choice' && parameter.choices) return parameter.choices.join(' | ');
  return parameter.type;
}

function defaultLabel(parameter: CliArgument | CliOption): PhrasingContent {
  if (parameter.required) return text('required');
  if (parameter.default === undefined) return text('none');
  return inlineCode(String(parameter.default));
}

function describe(parameter: CliArgument | CliOption): PhrasingContent[] {
  const clouds = parameter.clouds ? ` (${cloudList(parameter.clouds)} only)` : '';
  return [...richText(parameter.description), ...(clouds ? [text(clouds)] : [])];
}

function parametersTable(command: Pick<CliCommand, 'arguments' | 'options'>): Table | null {
  const rows: TableRow[] = [
    ...command.arguments.map((argument) =>
      row(
        cell(inlineCode(argument.name)),
        cell(text(valueLabel(argument))),
        cell(defaultLabel(argument)),
        cell(...describe(argument)),
      ),
    ),
    ...command.options.map((option) =>
      row(
        cell(
          inlineCode(option.name),
          ...(option.aliases ?? []).flatMap((alias) => [text(', '), inlineCode(alias)]),
        ),
        cell(text(valueLabel(option))),
        cell(defaultLabel(option)),
        cell(...describe(option)),
      ),
    ),
  ];
  if (rows.length === 0) return null;
  return {
    type: 'table',
    align: [null, null, null, null],
    children: [
      row(
        cell(text('Argument or option')),
        cell(text('Value')),
        cell(text('Default')),
        cell(text('What it sets')),
      ),
      ...rows,
    ],
  };
}

function code(lang: string, value: string, meta?: string): Code {
  return {type: 'code', lang, meta: meta ?? null, value};
}

function commandSection(
  path: readonly string[],
  command: Omit<CliCommand, 'name'> & {name?: string},
  depth: 2 | 3,
): RootContent[] {
  const heading: Heading = {
    type: 'heading',
    depth,
    children: [inlineCode(['clouder', ...path].join(' '))],
  };
  const facts: PhrasingContent[] = richText(command.summary);
  if (command.aliases?.length) {
    facts.push(text(' Also spelled '), ...joinCode(command.aliases), text('.'));
  }
  if (command.clouds) facts.push(text(` Applies to ${cloudList(command.clouds)}.`));
  if (command.passThrough) {
    facts.push(
      text(
        ' Every word after the command is handed to the tool unchanged, with the kubeconfig Clouder saved for the cluster.',
      ),
    );
  }
  const table = parametersTable(command);
  const nodes: RootContent[] = [
    heading,
    paragraph(...facts),
    code('text', synopsis(path, command), 'title="Synopsis"'),
  ];
  if (table) nodes.push(table);
  nodes.push(
    code('bash', command.example, 'title="Example"'),
    paragraph(
      text('Source: '),
      {
        type: 'link',
        url: cliSourceUrl(command.source),
        children: [inlineCode(cliSourceLabel(command.source))],
      },
      text(
        command.source.commit
          ? '.'
          : ': its newest public version, which no published commit could be tied to.',
      ),
    ),
  );
  return nodes;
}

function joinCode(words: readonly string[]): PhrasingContent[] {
  return words.flatMap((word, index) => [...(index > 0 ? [text(', ')] : []), inlineCode(word)]);
}

/** Every section of a group's reference, nested groups included, commands in source order. */
export function groupReference(group: CliGroup): RootContent[] {
  const path = group.name.split(' ');
  const nodes: RootContent[] = [];
  if (group.defaultCommand) {
    nodes.push(...commandSection(path, {...group.defaultCommand}, 2));
  }
  for (const command of group.commands) {
    nodes.push(...commandSection([...path, command.name], command, 2));
  }
  for (const nested of group.groups ?? []) {
    nodes.push(
      {type: 'heading', depth: 2, children: [inlineCode(`clouder ${nested.name}`)]},
      paragraph(...richText(nested.description)),
    );
    const nestedPath = nested.name.split(' ');
    if (nested.defaultCommand)
      nodes.push(...commandSection(nestedPath, {...nested.defaultCommand}, 3));
    for (const command of nested.commands) {
      nodes.push(...commandSection([...nestedPath, command.name], command, 3));
    }
  }
  return nodes;
}

/** The directive's name for the commands and options of `clouder` itself. */
export const ROOT_GROUP = 'clouder';

function rootReference(): RootContent[] {
  const table = parametersTable({arguments: [], options: ROOT_OPTIONS});
  return [
    ...(table ? [table] : []),
    ...ROOT_COMMANDS.flatMap((command) => commandSection([command.name], command, 3)),
  ];
}

/** The reference page of a group, relative to the CLI page that lists the groups. */
export function groupPagePath(group: CliGroup): string {
  return `/services/kubernetes/requirements/cli/clouder/${group.name}/`;
}

function groupsTable(): Table {
  return {
    type: 'table',
    align: [null, null, null],
    children: [
      row(cell(text('Group')), cell(text('Clouds')), cell(text('What it does'))),
      ...CLI_GROUPS.map((group) =>
        row(
          cell({
            type: 'link',
            url: groupPagePath(group),
            children: [inlineCode(`clouder ${group.name}`)],
          }),
          cell(text(group.clouds ? cloudList(group.clouds) : 'any')),
          cell(...richText(group.summary)),
        ),
      ),
    ],
  };
}

function earlierReleasesTable(): Table {
  return {
    type: 'table',
    align: [null, null],
    data: {[EARLIER_RELEASES_MARK]: true} as Table['data'],
    children: [
      row(cell(text('Earlier releases')), cell(text('Today'))),
      ...CLI_EARLIER_RELEASES.map((entry) =>
        row(
          cell(inlineCode(entry.before)),
          cell(
            ...(entry.now ? [inlineCode(entry.now)] : []),
            text(entry.note ? (entry.now ? ` ${entry.note}` : entry.note) : ''),
          ),
        ),
      ),
    ],
  };
}

/**
 * Gives generated code blocks the directive's line, so that a finding in an example points at
 * the page line that produced it. Text keeps no position: the spelling check reads prose from
 * the file by offset, and the generated text is not in the file.
 */
function withPosition<T extends RootContent>(node: T, position: Position | undefined): T {
  if (node.type === 'code' && position) node.position = position;
  return node;
}

/** The nodes a directive stands for, or undefined when it is not one of ours. */
function expansion(node: DirectiveNode, file: string): RootContent[] | undefined {
  if (node.name === 'cli-earlier-releases') return [earlierReleasesTable()];
  if (node.name === 'cli-groups') return [groupsTable()];
  if (node.name !== 'cli-reference') return undefined;
  const name = node.attributes?.group ?? '';
  if (name === ROOT_GROUP) return rootReference();
  const group = findGroup(name);
  if (!group) {
    const known = [ROOT_GROUP, ...CLI_GROUPS.map((candidate) => candidate.name)].join(', ');
    throw new Error(
      `${file}: ::cli-reference names the group "${name}", which the CLI data does not have (known: ${known})`,
    );
  }
  return groupReference(group);
}

/** Replaces the CLI directives of a tree in place. Throws, naming the file, on an unknown group. */
export function expandCliDirectives(tree: Root, file = 'a page'): void {
  const expand = (parent: {children: RootContent[]}) => {
    for (let index = 0; index < parent.children.length; index++) {
      const child = parent.children[index] as RootContent | DirectiveNode;
      if (child.type === 'leafDirective') {
        const nodes = expansion(child as DirectiveNode, file);
        if (nodes) {
          const positioned = nodes.map((node) => withPosition(node, child.position));
          parent.children.splice(index, 1, ...positioned);
          index += positioned.length - 1;
          continue;
        }
      }
      if ('children' in child && Array.isArray(child.children)) {
        expand(child as unknown as {children: RootContent[]});
      }
    }
  };
  expand(tree as unknown as {children: RootContent[]});
}

/** The remark plugin, for `beforeDefaultRemarkPlugins` of the docs plugin. */
export default function remarkCliReference() {
  return (tree: Root, file: {path?: string}) => {
    expandCliDirectives(tree, file.path);
  };
}
