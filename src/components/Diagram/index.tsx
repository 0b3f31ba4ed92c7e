import React, {useRef, useState, type ComponentType, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {ViewerProps} from './Viewer';
import styles from './styles.module.css';

type Viewer =
  {status: 'closed' | 'loading' | 'failed'} | {status: 'open'; View: ComponentType<ViewerProps>};

/**
 * A diagram rendered ahead of time (plugins/mermaid-svg): its image, scaled to the column, and
 * a control that opens it full screen, where it can be zoomed and moved
 * (DESIGN.md#code-blocks-and-diagrams). The viewer is a chunk of its own, loaded when a reader
 * opens it. The control exists only where JavaScript runs: it is drawn over the image's corner,
 * so adding it after hydration moves nothing, and the server HTML (search, twins, readers
 * without JavaScript) holds the image alone.
 */
export default function Diagram({children}: {children: ReactNode}): ReactNode {
  const isBrowser = useIsBrowser();
  const box = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [viewer, setViewer] = useState<Viewer>({status: 'closed'});
  const image = () => box.current?.querySelector('img') ?? null;

  const open = () => {
    setViewer({status: 'loading'});
    import(/* webpackChunkName: "diagram-viewer" */ './Viewer').then(
      (module) => setViewer({status: 'open', View: module.default}),
      () => setViewer({status: 'failed'}),
    );
  };
  const close = () => {
    setViewer({status: 'closed'});
    opener.current?.focus();
  };

  const shown = image();
  return (
    <div ref={box} className={`mermaid-diagram ${styles.diagram}`}>
      {children}
      {isBrowser && (
        <button
          ref={opener}
          type="button"
          className={styles.open}
          onClick={open}
          disabled={viewer.status === 'loading'}
          aria-label="Open the diagram full screen"
          title="Open full screen">
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
            <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
          </svg>
        </button>
      )}
      {viewer.status === 'failed' && (
        <p role="alert" className={styles.error}>
          The full-screen view could not load. Check your connection, then try again.
        </p>
      )}
      {viewer.status === 'open' && shown && (
        <viewer.View
          src={shown.currentSrc || shown.src}
          alt={shown.alt}
          width={shown.naturalWidth || Number(shown.getAttribute('width'))}
          height={shown.naturalHeight || Number(shown.getAttribute('height'))}
          onClose={close}
        />
      )}
    </div>
  );
}
