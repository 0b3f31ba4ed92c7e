import {describe, expect, it} from 'vitest';
import {SPEC_DOC_ROUTES, docFiles, routeOfDocFile} from '../routes';

describe('doc routes', () => {
  it('maps doc files to routes with the trailing-slash policy', () => {
    expect(routeOfDocFile('index.md')).toBe('/');
    expect(routeOfDocFile('cluster/index.mdx')).toBe('/cluster/');
    expect(routeOfDocFile('services/kubernetes/cluster/aws-eks.md')).toBe(
      '/services/kubernetes/cluster/aws-eks/',
    );
  });

  it('serves exactly the routes of the specification, no more and no less', () => {
    const served = docFiles().map(routeOfDocFile).sort();
    expect(served).toEqual([...SPEC_DOC_ROUTES].sort());
  });
});
