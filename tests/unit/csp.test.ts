import {describe, expect, it} from 'vitest';
import {
  buildPolicy,
  inlineHandlersOf,
  nginxInclude,
  scriptsOf,
  sha256Source,
} from '../../scripts/build/csp/policy';

describe('scriptsOf', () => {
  it('takes executable inline scripts and the src of external ones, not data blocks', () => {
    const html =
      '<script data-rh=true>a()</script><script type=application/ld+json>{"x":1}</script>' +
      '<script src=/assets/js/main.1.js defer></script><script type="module">b()</script>';
    expect(scriptsOf(html)).toEqual({inline: ['a()', 'b()'], external: ['/assets/js/main.1.js']});
  });
});

describe('sha256Source', () => {
  it('hashes the exact script text as CSP expects', () => {
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(sha256Source('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});

describe('inlineHandlersOf', () => {
  it('finds event handler attributes, which hashes cannot allow', () => {
    expect(inlineHandlersOf('<img src=a.png onload="x()"><a href=/on>on</a>')).toHaveLength(1);
  });
});

describe('buildPolicy', () => {
  it('allows neither inline scripts nor eval, and analytics hosts only when asked', () => {
    const policy = buildPolicy({scriptHashes: ["'sha256-x'"], analytics: false});
    expect(policy).toContain("script-src 'self' 'sha256-x';");
    expect(policy).not.toMatch(/unsafe-eval|google/);
    expect(policy).toContain("object-src 'none'; base-uri 'self'; frame-ancestors 'none'");
    expect(buildPolicy({scriptHashes: [], analytics: true})).toContain(
      "script-src 'self' https://www.googletagmanager.com;",
    );
  });

  it('writes an nginx map with a default and the eval exception per path', () => {
    const include = nginxInclude('strict', ['/a/'], "with 'unsafe-eval'");
    expect(include).toContain('map $uri $clouder_csp {\n    default "strict";\n');
    expect(include).toContain(`"/a/" "with 'unsafe-eval'";`);
  });
});
