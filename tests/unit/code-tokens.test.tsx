import React, {type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import type {Code, Root} from 'mdast';
import {Highlight as PrismHighlight, normalizeTokens, Prism} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import {CODE_TOKENS_PROPERTY, remarkCodeTokens, tokenizeCode} from '../../plugins/code-tokens';
import {Highlight} from '../../src/components/CodeTokens/Highlight';
import {CodeTokensContext} from '../../src/components/CodeTokens/context';
import {
  commandsOf,
  decodeBlock,
  decodeLines,
  linesToDraw,
  tokensOfShownLines,
} from '../../src/data/codeTokens';
import {syntaxTheme} from '../../src/data/syntaxTheme';

/** One block per language the site's pages use, each with empty lines and nested tokens. */
const SAMPLES: Record<string, string> = {
  bash: 'export CLUSTER_NAME=my-cluster\n\nhelm upgrade --install iam "oci://${REGISTRY}/iam" \\\n  --namespace datalayer-api # the API namespace\necho "$(kubectl get pods -o name | wc -l)"',
  yaml: 'apiVersion: v1\nkind: ConfigMap\n\nmetadata:\n  name: demo # a comment\ndata:\n  key: "value"\n  multi: |\n    line one\n\n    line three',
  json: '{\n  "name": "demo",\n  "replicas": 3,\n\n  "enabled": true\n}',
  python:
    'import ray\n\n\n@ray.remote\ndef square(x: int) -> int:\n    """Squares."""\n    return x * x',
  diff: '--- a/values.yaml\n+++ b/values.yaml\n@@ -1,2 +1,2 @@\n-replicas: 1\n+replicas: 2\n context',
  'shell-session':
    '$ kubectl get nodes\nNAME     STATUS   ROLES\nnode-1   Ready    control-plane\n\n$ echo done\ndone',
  hcl: 'resource "aws_eks_cluster" "main" {\n  name = var.cluster_name\n\n  # a comment\n}',
  toml: '[server]\nport = 8080\n\n# comment\nname = "demo"',
  ini: '[defaults]\nhost = example.com\n; comment',
  docker: 'FROM python:3.12-slim\n\nRUN pip install ray\nCMD ["python", "main.py"]',
  tsx: 'export function Demo(): JSX.Element {\n  return <div className="x">{1 + 1}</div>;\n}',
};

type RenderProps = Parameters<Parameters<typeof PrismHighlight>[0]['children']>[0];

/** The block as the theme draws it, its second line marked as a highlighted line would be. */
function drawLines({
  className,
  style,
  tokens,
  getLineProps,
  getTokenProps,
}: RenderProps): ReactNode {
  return (
    <pre className={className} style={style}>
      {tokens.map((line, index) => (
        <div key={index} {...getLineProps({line, className: index === 1 ? 'marked' : ''})}>
          {line.map((token, key) => (
            <span key={key} {...getTokenProps({token})} />
          ))}
        </div>
      ))}
    </pre>
  );
}

/** What prism-react-renderer draws of `code`, with the site's Prism and theme. */
function drawnByPrism(code: string, language: string): string {
  return renderToStaticMarkup(
    <PrismHighlight prism={Prism} theme={syntaxTheme} code={code} language={language}>
      {drawLines}
    </PrismHighlight>,
  );
}

/** The same drawing, from the build-time tokens of `written`, showing `shown`. */
function drawnFromTokens(written: string, shown: string, language: string): string {
  const tokens = tokenizeCode(written, language);
  return renderToStaticMarkup(
    <CodeTokensContext.Provider value={decodeBlock(`${written}\n`, tokens)}>
      <Highlight theme={syntaxTheme} code={shown} language={language}>
        {(props) => drawLines(props as unknown as RenderProps)}
      </Highlight>
    </CodeTokensContext.Provider>,
  );
}

describe('code highlighted at build time', () => {
  it.each(Object.entries(SAMPLES))(
    '%s: the tokens decode to exactly what Prism gives',
    (language, code) => {
      // tokenizeCode first: it loads the site's languages into Prism.
      const encoded = tokenizeCode(code, language);
      const expected = normalizeTokens(Prism.tokenize(code, Prism.languages[language]));
      expect(encoded).toBeDefined();
      expect(decodeLines(`${code}\n`, encoded!)).toEqual(expected);
    },
  );

  it.each(Object.entries(SAMPLES))(
    '%s: the block is drawn exactly as prism-react-renderer draws it',
    (language, code) => {
      const drawn = drawnFromTokens(code, code, language);
      expect(drawn).toBe(drawnByPrism(code, language));
      // A language the site uses is highlighted, not drawn as plain text.
      expect(drawn).toMatch(/class="token (?!plain)/);
    },
  );

  it('keeps each line its tokens when the theme drops a magic-comment line', () => {
    const written = 'export A=1\n# highlight-next-line\nexport B="$A"\necho done';
    const shown = 'export A=1\nexport B="$A"\necho done';
    const writtenLines = decodeLines(written, tokenizeCode(written, 'bash')!)!;
    expect(tokensOfShownLines(written, writtenLines, shown)).toEqual([
      writtenLines[0],
      writtenLines[2],
      writtenLines[3],
    ]);
    expect(drawnFromTokens(written, shown, 'bash')).toBe(drawnByPrism(shown, 'bash'));
  });

  it('draws plain lines when the tokens were made from another text', () => {
    const tokens = tokenizeCode('export A=1', 'bash')!;
    expect(decodeLines('export AB=1', tokens)).toBeUndefined();
    expect(drawnFromTokens('export A=1', 'echo other', 'bash')).toContain(
      '<span class="token plain">echo other</span>',
    );
  });

  it('gives no tokens where Prism has no grammar or finds only plain text; the block is drawn plain', () => {
    expect(tokenizeCode('anything at all', 'no-such-language')).toBeUndefined();
    expect(tokenizeCode('plain words\n\nmore', 'text')).toBeUndefined();
  });

  it('puts the tokens on fenced blocks only where Prism has a grammar, never on diagrams', () => {
    const block = (lang: string | null, value: string): Code => ({type: 'code', lang, value});
    const tree: Root = {
      type: 'root',
      children: [
        block('bash', 'echo hi'),
        block('mermaid', 'flowchart LR\n  A --> B'),
        block('text', 'plain words'),
        block(null, 'no language'),
      ],
    };
    remarkCodeTokens()(tree);
    const properties = (tree.children as Code[]).map(
      (node) => node.data?.hProperties?.[CODE_TOKENS_PROPERTY],
    );
    expect(JSON.parse(properties[0] as string)).toEqual(tokenizeCode('echo hi', 'bash'));
    expect(properties.slice(1)).toEqual([undefined, undefined, undefined]);
  });

  it('copies the commands of a console block without prompts or output', () => {
    const session = [
      '$ kubectl get pods --namespace datalayer-api \\',
      '    --output wide',
      'NAME    READY   STATUS',
      'iam-0   1/1     Running',
      'user@host:~$ echo "done"',
      'done',
    ].join('\n');
    const lines = linesToDraw(
      decodeBlock(session, tokenizeCode(session, 'shell-session')),
      session,
    );
    expect(commandsOf(lines)).toBe(
      'kubectl get pods --namespace datalayer-api \\\n    --output wide\necho "done"',
    );
  });
});
