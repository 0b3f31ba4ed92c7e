import {test, expect} from './fixtures';

/**
 * The home page (`/`, the docs index) sends each reader where they are going: after what Clouder
 * is, a list of goals, each with the pages to read in order, comes before the diagram.
 */
const GOALS = [
  'Try it on a laptop.',
  'Create a cluster on a cloud.',
  'Deploy the platform services.',
  'Operate and upgrade.',
  'Look up a command or a variable.',
];

test('the home page lists the goals, each with its pages in order, before the diagram', async ({
  page,
}) => {
  await page.goto('/');
  const article = page.locator('article');
  const headings = await article.locator('h2').allTextContents();
  const goalsAt = headings.findIndex((text) => text.startsWith('Start with your goal'));
  const diagramAt = headings.findIndex((text) => text.startsWith('How it works'));
  expect(goalsAt).toBeGreaterThanOrEqual(0);
  expect(goalsAt).toBeLessThan(diagramAt);

  const items = article
    .locator('h2:has-text("Start with your goal") ~ ul')
    .first()
    .locator(':scope > li');
  await expect(items).toHaveCount(GOALS.length);
  for (const [index, goal] of GOALS.entries()) {
    const item = items.nth(index);
    await expect(item.locator('strong').first()).toHaveText(goal);
    const hrefs = await item
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length, goal).toBeGreaterThanOrEqual(2);
    for (const href of hrefs) {
      const response = await page.request.get(href);
      expect(response.status(), `${goal} ${href}`).toBe(200);
    }
  }
});
