import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {
  ANNOUNCEMENT_HTML,
  ANNOUNCEMENT_ID,
  COMPANY_NAME,
  COPYRIGHT_YEAR,
  MORE_LINKS,
  PRODUCT_NAME,
  RELEASES_URL,
  SITE_URL,
  SOCIAL_LINKS,
  SOURCE_URL,
  SUPPORT_REPOSITORY_URL,
  TAGLINE,
} from './src/data/site';
import {REDIRECTS} from './src/data/redirects';
import e2eFixturesPlugin from './plugins/e2e-fixtures';
import remarkCliReference from './plugins/remark-cli-reference';
import remarkGlossaryLinks from './plugins/remark-glossary-links';
import {ADDITIONAL_PRISM_LANGUAGES, MAGIC_COMMENTS, syntaxTheme} from './src/data/syntaxTheme';
import codeTokensPlugin, {remarkCodeTokens} from './plugins/code-tokens';
import {MERMAID_THEME, remarkMermaidSvg} from './plugins/mermaid-svg';
import bundleStatsPlugin from './plugins/bundle-stats';
import searchIndexPlugin, {type SearchIndexPluginOptions} from './plugins/search-index';
import {createGitLastUpdateVcs} from './plugins/git-last-update';
import markdownTwinsPlugin from './plugins/markdown-twins';
import tslibHelpersPlugin from './plugins/tslib-helpers';
import serverOnlyPlugin from './plugins/server-only';

/** Analytics are on only when a tracking id is given, so local builds and tests send nothing. */
const gtagTrackingId = process.env.CLOUDER_GTAG_ID?.trim() || undefined;
/** Test-only routes (the crash page) exist only in the end-to-end build. */
const withE2eFixtures = process.env.CLOUDER_E2E === '1';

const config: Config = {
  title: PRODUCT_NAME,
  tagline: TAGLINE,
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: '/',
  trailingSlash: true,
  noIndex: false,
  baseUrlIssueBanner: true,
  organizationName: 'datalayer',
  projectName: 'clouder',

  future: {
    v4: true,
    // Last-updated dates from one `git log`, with no date rather than a wrong one in a shallow clone.
    experimental_vcs: createGitLastUpdateVcs(),
  },
  // Storage keys (`theme`, `docs-preferred-version-*`) carry no site namespace: DESIGN.md#storage-keys.
  storage: {type: 'localStorage', namespace: false},

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',

  markdown: {
    mermaid: true,
    hooks: {
      onBrokenMarkdownLinks: 'warn',
      onBrokenMarkdownImages: 'throw',
    },
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: {label: 'English', htmlLang: 'en', direction: 'ltr'},
    },
  },

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          path: 'docs',
          sidebarPath: './sidebars.ts',
          editUrl: `${SOURCE_URL}/edit/main/`,
          showLastUpdateTime: true,
          lastVersion: 'current',
          versions: {current: {label: 'Next'}},
          sidebarCollapsible: true,
          // `::cli-reference{group=...}` becomes the generated command reference of that group;
          // diagrams become SVG rendered ahead of time (npm run diagrams): no mermaid in the browser;
          // then the first use of each glossary term links to its entry, generated text included.
          beforeDefaultRemarkPlugins: [
            remarkCliReference,
            remarkMermaidSvg,
            remarkGlossaryLinks,
            remarkCodeTokens,
          ],
        },
        blog: false,
        pages: {
          exclude: ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/*.test.{ts,tsx}', '**/__tests__/**'],
          beforeDefaultRemarkPlugins: [remarkMermaidSvg, remarkCodeTokens],
        },
        theme: {
          customCss: './src/css/custom.css',
        },
        gtag: gtagTrackingId ? {trackingID: gtagTrackingId, anonymizeIP: true} : undefined,
      } satisfies Preset.Options,
    ],
  ],

  // Without JavaScript, tabs cannot switch: show every panel rather than only the first.
  headTags: [
    {
      tagName: 'noscript',
      attributes: {},
      innerHTML: '<style>[role="tabpanel"][hidden]{display:block!important}</style>',
    },
  ],

  themes: ['@docusaurus/theme-mermaid', '@docusaurus/theme-live-codeblock'],

  plugins: [
    [
      '@docusaurus/plugin-client-redirects',
      {redirects: REDIRECTS.map(({from, to}) => ({from, to}))},
    ],
    [
      // The search files, written from the built pages (DESIGN.md#search-index).
      searchIndexPlugin,
      {
        excludeRoutes: ['/e2e/'],
        referenceRoutes: [
          '/services/kubernetes/requirements/cli/clouder/',
          '/services/kubernetes/deployments/configuration/',
          '/services/kubernetes/deployments/platform-reference/',
          '/glossary/',
        ],
        maxHits: 8,
      } satisfies SearchIndexPluginOptions,
    ],
    // Writes the first-load bundle's modules by size when CLOUDER_BUNDLE_STATS names a file.
    bundleStatsPlugin,
    codeTokensPlugin,
    // The browser bundle gets only the tslib helpers it uses, and no `.server` module:
    // DESIGN.md#page-weight.
    tslibHelpersPlugin,
    serverOnlyPlugin,
    [
      // Every doc as Markdown at its path plus .md, and /llms.txt and /llms-full.txt.
      markdownTwinsPlugin,
      {
        sidebarId: 'tutorialSidebar',
        summary: `${PRODUCT_NAME} by Datalayer: ${TAGLINE.charAt(0).toLowerCase()}${TAGLINE.slice(1)}, and deploy the Datalayer platform (Jupyter runtimes, Ray, GPUs) onto them.`,
        details: `Every page of the documentation, grouped as the site's sidebar groups them. Each link is the page as Markdown; the same address without .md is the HTML page, and ${SITE_URL}/llms-full.txt holds every page in one file.`,
      },
    ],
    ...(withE2eFixtures
      ? [
          e2eFixturesPlugin,
          [
            '@docusaurus/plugin-content-docs',
            {id: 'e2e', path: 'plugins/e2e-fixtures/docs', routeBasePath: 'e2e/docs'},
          ] as [string, Record<string, unknown>],
        ]
      : []),
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [
      {name: 'keywords', content: 'Kubernetes, clusters, Jupyter, kernels, GPU, Ray, Helm'},
    ],
    announcementBar: {
      id: ANNOUNCEMENT_ID,
      content: ANNOUNCEMENT_HTML,
      isCloseable: true,
    },
    colorMode: {
      defaultMode: 'light',
      disableSwitch: true,
      respectPrefersColorScheme: false,
    },
    docs: {
      sidebar: {
        hideable: false,
        autoCollapseCategories: false,
      },
    },
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
    },
    navbar: {
      title: PRODUCT_NAME,
      hideOnScroll: true,
      logo: {
        alt: `${PRODUCT_NAME} logo`,
        src: 'img/logo.svg',
      },
      items: [
        {type: 'doc', docId: 'cluster/index', label: 'Cluster', position: 'left'},
        {type: 'doc', docId: 'services/index', label: 'Services', position: 'left'},
        {
          type: 'doc',
          docId: 'professional-services/index',
          label: 'Professional Services',
          position: 'left',
        },
        {type: 'doc', docId: 'glossary/index', label: 'Glossary', position: 'left'},
        {
          type: 'docsVersionDropdown',
          position: 'right',
          dropdownItemsAfter: [{href: RELEASES_URL, label: `${PRODUCT_NAME} CLI releases`}],
        },
        {type: 'localeDropdown', position: 'right'},
        // Opens the "Your values" dialog (src/theme/NavbarItem/ComponentTypes.tsx).
        {type: 'custom-yourValues', position: 'right'},
        ...SOCIAL_LINKS.map((link) => ({
          href: link.href,
          position: 'right' as const,
          className: `navbar-social-link navbar-social-link--${link.icon}`,
          'aria-label': link.label,
        })),
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Docs',
          items: [
            {label: 'Cluster', to: '/cluster/'},
            {label: 'Services', to: '/services/'},
            {label: 'Professional Services', to: '/professional-services/'},
            {label: 'Glossary', to: '/glossary/'},
          ],
        },
        {
          title: 'Community',
          items: [
            ...SOCIAL_LINKS.filter((link) => link.icon !== 'datalayer').map((link) => ({
              label: link.label,
              href: link.href,
            })),
            {label: 'Support', href: SUPPORT_REPOSITORY_URL},
          ],
        },
        {
          title: 'More',
          items: MORE_LINKS.map((link) => ({label: link.label, href: link.href})),
        },
      ],
      copyright: `Copyright © ${COPYRIGHT_YEAR} ${COMPANY_NAME}`,
    },
    prism: {
      // Tokens at 4.5:1 or more on the code background (WCAG 2.1 AA); see the theme's file.
      theme: syntaxTheme,
      additionalLanguages: ADDITIONAL_PRISM_LANGUAGES,
      magicComments: MAGIC_COMMENTS,
    },
    mermaid: {
      theme: {light: MERMAID_THEME, dark: 'dark'},
    },
    liveCodeBlock: {
      playgroundPosition: 'bottom',
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
