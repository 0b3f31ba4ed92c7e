/** Stand-in for @docusaurus/useBrokenLinks in unit tests: records what components declare. */
export const collectedAnchors: string[] = [];
export const collectedLinks: string[] = [];

export default function useBrokenLinks(): {
  collectAnchor: (anchor: string | undefined) => void;
  collectLink: (link: string | undefined) => void;
} {
  return {
    collectAnchor: (anchor) => {
      if (anchor) collectedAnchors.push(anchor);
    },
    collectLink: (link) => {
      if (link) collectedLinks.push(link);
    },
  };
}
