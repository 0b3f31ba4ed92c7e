import {describe, expect, it} from 'vitest';
import {formatFinding} from '../../scripts/content-checks/run';
import {findingsFor, FIXTURES, lines, SLOW} from './gate-helpers';

/** Each check on a fixture with one fault; the gate's runs across pages are in gate.test.ts. */
describe('content checks on faulty fixtures', SLOW, () => {
  it('reports YAML that does not parse, at the Markdown line', async () => {
    const findings = await findingsFor('bad-yaml-indent.md', 'yaml');
    expect(lines(findings)).toEqual([
      expect.stringMatching(
        /^tests\/content\/fixtures\/bad-yaml-indent\.md:10: \[yaml\] YAML does not parse: .+ — /,
      ),
    ]);
  });

  it('reports a Deployment field of the wrong type and an unknown field', async () => {
    const findings = await findingsFor('invalid-deployment.md', 'kubernetes');
    expect(lines(findings)).toEqual([
      expect.stringMatching(
        /invalid-deployment\.md:14: \[kubernetes\] Deployment \(apps\/v1\): spec\.replicas must be integer — /,
      ),
      expect.stringMatching(
        /invalid-deployment\.md:26: \[kubernetes\] Deployment \(apps\/v1\): unknown field spec\.replica — /,
      ),
    ]);
  });

  it('reports a values mark that names an unknown variable or a literal the block lacks', async () => {
    const findings = await findingsFor('your-values-mark.md', 'your-values');
    expect(lines(findings)).toEqual([
      expect.stringMatching(
        /your-values-mark\.md:15: \[your-values\] values= marks "your-cluster" for CLUSTER_NAME, which the block does not contain — /,
      ),
      expect.stringMatching(
        /your-values-mark\.md:15: \[your-values\] values= names NAMESPACE, which no reader value fills — /,
      ),
      expect.stringMatching(
        /your-values-mark\.md:15: \[your-values\] values= marks "datalayer-api" for NAMESPACE, which the block does not contain — /,
      ),
    ]);
  });

  it('reports JSON with a trailing comma', async () => {
    const findings = await findingsFor('json-trailing-comma.md', 'json');
    expect(findings).toHaveLength(1);
    expect(formatFinding(findings[0])).toMatch(
      /json-trailing-comma\.md:12: \[json\] JSON does not parse: /,
    );
  });

  it('reports an unquoted variable in a shell block (SC2086)', async () => {
    const findings = await findingsFor('unquoted-variable.md', 'shellcheck');
    expect(lines(findings)).toEqual([
      expect.stringMatching(
        /unquoted-variable\.md:9: \[shellcheck\] SC2086 \(info\): .+ — quote the variable/,
      ),
    ]);
  });

  it('reports a missing description', async () => {
    const findings = await findingsFor('missing-description.md', 'front-matter');
    expect(lines(findings)).toEqual([
      expect.stringMatching(
        /missing-description\.md:1: \[front-matter\] front matter has no description — /,
      ),
    ]);
  });

  it('reports a misspelling with suggestions', async () => {
    const findings = await findingsFor('misspelling.md', 'spelling');
    expect(lines(findings)).toEqual([
      expect.stringMatching(/misspelling\.md:2: \[spelling\] unknown word "misspeled"/),
      expect.stringMatching(
        /misspelling\.md:6: \[spelling\] unknown word "sentance" \(did you mean sentence/,
      ),
    ]);
  });

  it('reports a placeholder word as a cspell flag word', async () => {
    const findings = await findingsFor('todo.md', 'spelling');
    expect(lines(findings)).toEqual([
      expect.stringMatching(
        /todo\.md:8: \[spelling\] placeholder word "TODO" \(flagWords in cspell\.json\) — write the real content/,
      ),
    ]);
  });

  it('reports a diagram without an accDescr, with one too short to describe it, or with a character its alt would show escaped', async () => {
    const findings = await findingsFor('diagram-without-description.md', 'diagrams');
    expect(lines(findings)).toEqual([
      expect.stringMatching(
        /diagram-without-description\.md:6: \[diagrams\] the diagram has no accDescr, the alt text of its image — add `accDescr: /,
      ),
      expect.stringMatching(
        /diagram-without-description\.md:11: \[diagrams\] the diagram's accDescr has 10 characters: too short/,
      ),
      expect.stringMatching(
        /diagram-without-description\.md:23: \[diagrams\] the diagram's accDescr has "&", which its image's alt would show escaped/,
      ),
    ]);
  });

  it('reports "coming soon" and 🚧, which no word list catches', async () => {
    const findings = await findingsFor('todo.md', 'placeholders');
    expect(lines(findings)).toEqual([
      expect.stringMatching(/todo\.md:10: \[placeholders\] placeholder text "coming soon" — /),
      expect.stringMatching(/todo\.md:10: \[placeholders\] placeholder text "🚧" — /),
    ]);
  });

  it('reports a thin page that is not on the allowlist', async () => {
    const findings = await findingsFor('thin-page.md', 'depth');
    expect(lines(findings)).toEqual([
      expect.stringMatching(
        /thin-page\.md:1: \[depth\] 14 words of prose outside code; a page needs 300 — /,
      ),
    ]);
  });

  it('accepts a thin page that is on the allowlist', async () => {
    const allowlist = `${FIXTURES}/allowlists/lists-thin-page.txt`;
    const findings = await findingsFor('thin-page.md', 'depth', {depthAllowlistPath: allowlist});
    expect(findings).toEqual([]);
  });

  it('reports a page on the allowlist that now meets the bar', async () => {
    const allowlist = `${FIXTURES}/allowlists/lists-deep-page.txt`;
    const findings = await findingsFor('clean.mdx', 'depth', {depthAllowlistPath: allowlist});
    expect(lines(findings)).toEqual([
      expect.stringMatching(
        /clean\.mdx:1: \[depth\] now has \d+ words \(bar 300\) but is still listed in tests\/content\/fixtures\/allowlists\/lists-deep-page\.txt:2 — delete line 2/,
      ),
    ]);
  });

  it('reports an allowlisted path that does not exist', async () => {
    const allowlist = `${FIXTURES}/allowlists/lists-missing-page.txt`;
    const findings = await findingsFor('thin-page.md', 'depth', {depthAllowlistPath: allowlist});
    expect(lines(findings)).toEqual([
      expect.stringMatching(
        /^tests\/content\/fixtures\/allowlists\/lists-missing-page\.txt:2: \[depth\] lists tests\/content\/fixtures\/removed-page\.md, which does not exist — /,
      ),
    ]);
  });

  it('reports a skipped heading level (markdownlint MD001)', async () => {
    const findings = await findingsFor('skipped-heading.md', 'markdownlint');
    expect(lines(findings)).toEqual([
      expect.stringMatching(
        /skipped-heading\.md:10: \[markdownlint\] MD001\/heading-increment: Heading levels should only increment by one level at a time \(Expected: h3; Actual: h4\) — /,
      ),
    ]);
  });

  it('reports an h1 in the body of a page whose title is in front matter (markdownlint MD025)', async () => {
    const findings = await findingsFor('h1-in-body.md', 'markdownlint');
    expect(lines(findings)).toEqual([
      expect.stringMatching(
        /h1-in-body\.md:8: \[markdownlint\] MD025\/single-title: Multiple top-level headings in the same document \(context: "Install"\) — a page has one h1, the title in its front matter/,
      ),
    ]);
  });

  it('reports a Markdown image and an <img> without alt text (markdownlint MD045)', async () => {
    const findings = await findingsFor('image-without-alt.md', 'markdownlint');
    expect(lines(findings)).toEqual([
      expect.stringMatching(
        /image-without-alt\.md:8: \[markdownlint\] MD045\/no-alt-text: Images should have alternate text \(alt text\) — /,
      ),
      expect.stringMatching(/image-without-alt\.md:12: \[markdownlint\] MD045\/no-alt-text: /),
    ]);
  });

  it('reports Clouder commands the current CLI does not have, wherever a page uses them', async () => {
    const findings = await findingsFor('clouder-cli.md', 'clouder-cli');
    expect(lines(findings)).toEqual([
      expect.stringMatching(
        /clouder-cli\.md:10: \[clouder-cli\] `k8s` is not a command or group of `clouder`, in `clouder k8s ls` — /,
      ),
      expect.stringMatching(
        /clouder-cli\.md:11: \[clouder-cli\] `--resource-group` of `clouder kubeadm create` applies to azure, not aws, in /,
      ),
      expect.stringMatching(/clouder-cli\.md:17: \[clouder-cli\] `pip install clouder` installs /),
      expect.stringMatching(
        /clouder-cli\.md:20: \[clouder-cli\] `me` is not a command or group of `clouder`/,
      ),
      expect.stringMatching(
        /clouder-cli\.md:20: \[clouder-cli\] `--role` is not an option of `clouder kubernetes create-nodepool`/,
      ),
    ]);
  });

  it('reports a code block without a language (markdownlint MD040)', async () => {
    const findings = await findingsFor('code-without-language.md', 'markdownlint');
    expect(lines(findings)).toEqual([
      expect.stringMatching(
        /code-without-language\.md:8: \[markdownlint\] MD040\/fenced-code-language: Fenced code blocks should have a language specified \(context: "```"\) — /,
      ),
    ]);
  });

  it('reports an admonition titled after a space, which renders as text', async () => {
    const findings = await findingsFor('admonition-title.md', 'markdownlint');
    expect(lines(findings)).toEqual([
      expect.stringMatching(
        /admonition-title\.md:8: \[markdownlint\] admonition-title: Admonition title after a space instead of in brackets \(write :::warning\[Costs\]; context: ":::warning Costs"\) — put the title in brackets/,
      ),
    ]);
  });

  it('reports an indented code block, which has no language (markdownlint MD046)', async () => {
    const findings = await findingsFor('indented-code.md', 'markdownlint');
    expect(lines(findings)).toEqual([
      expect.stringMatching(
        /indented-code\.md:8: \[markdownlint\] MD046\/code-block-style: Code block style \(Expected: fenced; Actual: indented\) — /,
      ),
    ]);
  });
});
