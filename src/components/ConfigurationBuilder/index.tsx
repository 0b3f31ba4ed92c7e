import React, {useState, type ComponentType, type ReactNode} from 'react';
import styles from './styles.module.css';

type State = {status: 'closed' | 'loading' | 'failed'} | {status: 'open'; Builder: ComponentType};

/**
 * The builder's entry on the configuration page. The form and its generator are a chunk of their
 * own, loaded when the reader opens the builder, so the page's first load does not carry them
 * (DESIGN.md#configuration-builder). Without JavaScript a note replaces the button.
 */
export default function ConfigurationBuilder(): ReactNode {
  const [state, setState] = useState<State>({status: 'closed'});

  const open = () => {
    setState({status: 'loading'});
    import(/* webpackChunkName: "configuration-builder" */ './Builder').then(
      (module) => setState({status: 'open', Builder: module.default}),
      () => setState({status: 'failed'}),
    );
  };

  if (state.status === 'open') return <state.Builder />;
  return (
    <div className={styles.entry}>
      <noscript>
        <style>{'.clouder-builder-open{display:none}'}</style>
        <p>
          The builder needs JavaScript. Without it, write the files by hand from the sections above
          and the tables below.
        </p>
      </noscript>
      <button
        type="button"
        className="button button--primary clouder-builder-open"
        onClick={open}
        disabled={state.status === 'loading'}>
        {state.status === 'loading' ? 'Opening the builder…' : 'Open the configuration builder'}
      </button>
      {state.status === 'failed' && (
        <p role="alert" className={styles.error}>
          The builder could not load. Check your connection, then open it again.
        </p>
      )}
    </div>
  );
}
