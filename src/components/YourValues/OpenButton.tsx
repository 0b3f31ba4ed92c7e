import React, {lazy, Suspense, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {parseStoredCount} from './count';
import {useStoredValues} from '@site/src/utils/yourValues/store';
import styles from './styles.module.css';

const Dialog = lazy(() => import(/* webpackChunkName: "your-values" */ './Dialog'));

/**
 * Opens the "Your values" dialog, which loads on the first press (DESIGN.md#your-values). Shown
 * in the navbar and above each code block with places to fill; it says how many values are set.
 */
export default function OpenButton({className}: {className?: string}): ReactNode {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const count = parseStoredCount(useStoredValues());
  return (
    <>
      <button
        ref={button}
        type="button"
        className={clsx(styles.openButton, className)}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}>
        Your values{count > 0 ? ` (${count} set)` : ''}
      </button>
      {open && (
        <Suspense fallback={null}>
          <Dialog
            onClose={() => {
              setOpen(false);
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
