/**
 * Content the server renders into the HTML and the browser keeps as it is, without loading the
 * code and data that made it (DESIGN.md#page-weight). The component comes in two forms:
 * `server`, from a `.server` module (plugins/server-only), is the component itself in the
 * server bundle and `undefined` in the browser's; `load` imports it as a chunk of its own.
 *
 * In the browser, a page that arrives as HTML is hydrated with the server's markup of the
 * content, read from the element named by `name` (hydration keeps markup given as inner HTML).
 * A page the browser renders itself, after a client-side navigation, loads the component's chunk
 * then (showing "Loading…", marked `aria-busy`, meanwhile), and scrolls to the address's fragment
 * again once the content is in place.
 */
import React, {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';

type Loader = () => Promise<{default: ComponentType}>;

interface ServerRenderedProps {
  /**
   * Names the content: the element that holds it carries `data-server-rendered` with this name,
   * which no heading's id can take (one per page).
   */
  name: string;
  className?: string;
  /** The component in the server bundle (a `.server` module's export); `undefined` in the browser. */
  server: ComponentType | undefined;
  /** Imports the component, for pages the browser renders itself. */
  load: Loader;
}

export default function ServerRendered({
  name,
  className,
  server: Server,
  load,
}: ServerRenderedProps): ReactNode {
  if (Server) {
    return (
      <div data-server-rendered={name} className={className}>
        <Server />
      </div>
    );
  }
  return <InBrowser name={name} className={className} load={load} />;
}

function InBrowser({name, className, load}: {name: string; className?: string; load: Loader}) {
  // Read once, on the first render: while hydrating, the server's element is in the document.
  const [serverHtml] = useState(
    () => document.querySelector(`[data-server-rendered="${name}"]`)?.innerHTML,
  );
  if (serverHtml !== undefined) {
    return (
      <div
        data-server-rendered={name}
        className={className}
        dangerouslySetInnerHTML={{__html: serverHtml}}
      />
    );
  }
  const Loaded = lazyComponent(load);
  return (
    <div data-server-rendered={name} className={className}>
      <Suspense fallback={<p aria-busy="true">Loading…</p>}>
        <Loaded />
        <ScrollToFragment />
      </Suspense>
    </div>
  );
}

const LAZY_COMPONENTS = new WeakMap<Loader, LazyExoticComponent<ComponentType>>();

/**
 * One lazy component per loader, so that a re-render does not load it again. If its chunk fails
 * (a deployment removed it), the page reloads at its address, as a failed route chunk does: the
 * server's HTML holds the content, and no error reaches the page's error boundary.
 */
function lazyComponent(load: Loader): LazyExoticComponent<ComponentType> {
  let component = LAZY_COMPONENTS.get(load);
  if (!component) {
    component = lazy(() =>
      load().catch((error: unknown) => {
        console.warn('Content failed to load; reloading the page.', error);
        window.location.reload();
        return new Promise<never>(() => undefined);
      }),
    );
    LAZY_COMPONENTS.set(load, component);
  }
  return component;
}

/**
 * The router scrolled to the fragment before the content arrived, which moved what follows it or
 * brought the target itself: scroll again once the content is in place.
 */
function ScrollToFragment(): null {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const fragment = decodeURIComponent(window.location.hash.slice(1));
    if (fragment) document.getElementById(fragment)?.scrollIntoView();
  }, []);
  return null;
}
