import {test, expect} from './fixtures';

const PAGES_WITH_SUBSECTIONS = [
  '/cluster/',
  '/services/kubernetes/cluster/aws-eks/',
  '/services/kubernetes/deployments/helm/',
  '/services/kubernetes/services/system/cert-manager/',
];

test('the table of contents lists exactly the level 2 and 3 headings', async ({page}) => {
  let sawLevel3 = false;
  for (const path of PAGES_WITH_SUBSECTIONS) {
    await page.goto(path);
    const headings = await page
      .locator('article .markdown :is(h2, h3)[id]')
      .evaluateAll((elements) =>
        elements.map((element) => ({level: Number(element.tagName[1]), id: element.id})),
      );
    const tocTargets = await page
      .locator('.table-of-contents a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const expected = headings.map((heading) => `#${heading.id}`);
    expect(tocTargets, path).toEqual(expected);
    sawLevel3 ||= headings.some((heading) => heading.level === 3);
  }
  expect(sawLevel3).toBe(true);
});

test('headings below level 3 stay out of the table of contents', async ({page}) => {
  await page.goto('/e2e/docs/toc-levels/');
  await expect(page.locator('article h4')).toHaveText('Level four');
  await expect(page.locator('article h5')).toHaveText('Level five');
  await expect(page.locator('.table-of-contents a')).toHaveText([
    'Level two',
    'Level three',
    'Another level two',
  ]);
});
