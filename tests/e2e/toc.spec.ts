import {test, expect} from './fixtures';

const PAGES_WITH_SUBSECTIONS = [
  '/cluster/',
  '/services/kubernetes/cluster/aws-eks/',
  '/services/kubernetes/deployments/helm/',
  '/services/kubernetes/services/system/cert-manager/',
];

test('the table of contents lists exactly the level 2 and 3 headings', async ({page}) => {
  let sawLevel3 = false;
  let sawExcludedLevel4 = false;
  for (const path of PAGES_WITH_SUBSECTIONS) {
    await page.goto(path);
    const headings = await page
      .locator('article .markdown :is(h2, h3, h4)[id]')
      .evaluateAll((elements) =>
        elements
          .filter((element) => !element.closest('[role="tabpanel"][hidden]'))
          .map((element) => ({level: Number(element.tagName[1]), id: element.id})),
      );
    const tocTargets = await page
      .locator('.table-of-contents a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const expected = headings.filter((heading) => heading.level <= 3).map((h) => `#${h.id}`);
    expect(tocTargets, path).toEqual(expected);
    sawLevel3 ||= headings.some((heading) => heading.level === 3);
    sawExcludedLevel4 ||= headings.some((heading) => heading.level === 4);
  }
  expect(sawLevel3).toBe(true);
  expect(sawExcludedLevel4).toBe(true);
});
