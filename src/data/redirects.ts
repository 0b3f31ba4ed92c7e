/**
 * Old addresses that keep working. Each redirects to the page it names; the build writes a small
 * page at `from` that sends the reader on (DESIGN.md#redirects). Read by docusaurus.config.ts
 * and by the route tests.
 */
export interface Redirect {
  from: string;
  to: string;
  /** Why the old address exists, so nobody removes it without knowing. */
  why: string;
}

export const REDIRECTS: readonly Redirect[] = [
  {
    from: '/services/kubernetes/deployments/gitub-actions/',
    to: '/services/kubernetes/deployments/github-actions/',
    why: 'The first edition published the page under this misspelt slug; links to it exist.',
  },
  {
    from: '/services/kubernetes/operations/availablity/',
    to: '/services/kubernetes/operations/availability/',
    why: 'The first edition published the page under this misspelt slug; links to it exist.',
  },
];
