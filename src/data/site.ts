/**
 * The product's identity, read by the site configuration, pages and components.
 * Rebranding the site means editing this file only.
 */
export const PRODUCT_NAME = 'Clouder';
export const COMPANY_NAME = 'Datalayer, Inc.';
export const TAGLINE = 'Create, manage and share Kubernetes clusters';
export const SITE_URL = 'https://clouder.sh';
export const SOURCE_URL = 'https://github.com/datalayer/clouder';
export const RELEASES_URL = `${SOURCE_URL}/releases`;
export const COPYRIGHT_YEAR = 2025;
export const SUPPORT_REPOSITORY_URL = 'https://github.com/datalayer/support';

export interface SocialLink {
  /** Accessible name of the icon link. */
  label: string;
  href: string;
  /** CSS class that draws the icon (see src/css/custom.css). */
  icon: string;
}

export const SOCIAL_LINKS: readonly SocialLink[] = [
  {label: 'GitHub', href: 'https://github.com/datalayer', icon: 'github'},
  {label: 'Discord', href: 'https://discord.gg/YQFwvmSSuR', icon: 'discord'},
  {label: 'Bluesky', href: 'https://bsky.app/profile/datalayer.io', icon: 'bluesky'},
  {label: 'X', href: 'https://x.com/DatalayerIO', icon: 'x'},
  {label: 'LinkedIn', href: 'https://www.linkedin.com/company/datalayer', icon: 'linkedin'},
  {label: 'TikTok', href: 'https://tiktok.com/@datalayerio', icon: 'tiktok'},
  {label: 'YouTube', href: 'https://www.youtube.com/@datalayer', icon: 'youtube'},
  {label: 'Datalayer', href: 'https://datalayer.io', icon: 'datalayer'},
];

export const MORE_LINKS: readonly {label: string; href: string}[] = [
  {label: 'datalayer.io', href: 'https://datalayer.io'},
  {label: 'docs.datalayer.app', href: 'https://docs.datalayer.app'},
  {label: 'datalayer.tech', href: 'https://datalayer.tech'},
  {label: 'datalayer.guide', href: 'https://datalayer.guide'},
  {label: 'datalayer.blog', href: 'https://datalayer.blog'},
  {label: 'clouder.sh', href: 'https://clouder.sh'},
];

/** Id of the announcement bar: change it whenever the announcement changes, so dismissals reset. */
export const ANNOUNCEMENT_ID = 'clouder-cli-from-source';
/** The announcement bar's text (HTML); it must stay true for the CLI the site documents. */
export const ANNOUNCEMENT_HTML = `The ${PRODUCT_NAME} CLI installs from its source at a pinned commit: <a href="/services/kubernetes/requirements/cli/clouder/#install-clouder">install it</a>, then <a href="/cluster/">create your first cluster</a>.`;
