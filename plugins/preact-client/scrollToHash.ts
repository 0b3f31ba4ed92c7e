import type {ClientModule} from '@docusaurus/types';

/**
 * Registered by plugins/preact-client: scrolls to the hash
 * target after a client-side navigation when Docusaurus could not.
 *
 * Docusaurus scrolls to `location.hash` in a layout effect of `ClientLifecyclesDispatcher`,
 * which wraps the routes. React commits the whole tree, new page included, before that effect
 * runs. Preact re-renders the components that read the router's context in separate passes of
 * its render queue, after the dispatcher's pass has run its layout effects: the effect looks for
 * the target while the previous page is still in the DOM, finds nothing and does not scroll. By
 * the next frame the new page is in place, and this scrolls to the target as Docusaurus would.
 */
const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!previousLocation || !location.hash) return;
    // Docusaurus leaves the scroll position alone when only the query string changes.
    if (location.pathname === previousLocation.pathname && location.hash === previousLocation.hash)
      return;
    const id = decodeURIComponent(location.hash.substring(1));
    // Even when the target is found now it may be the previous page's (a heading id both pages
    // share), so this scrolls again once the new page is in place.
    requestAnimationFrame(() => {
      if (window.location.hash === location.hash) document.getElementById(id)?.scrollIntoView();
    });
  },
};

export default clientModule;
