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
/** Sliders: the icon of the navbar's button, where a word would crowd the doc links out. */
function SlidersIcon(): ReactNode {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        d="M4 6h9m4 0h3M4 12h3m4 0h9M4 18h11m4 0h1M15 4v4M9 10v4M17 16v4"
      />
    </svg>
  );
}

export default function OpenButton({
  className,
  look = 'button',
}: {
  className?: string;
  /**
   * `button`: a small bordered button (above a block); `icon`: the icon alone, the name as its
   * label and tooltip and a dot once values are set (the navbar); `menu`: a link-like row of the
   * mobile menu.
   */
  look?: 'button' | 'icon' | 'menu';
}): ReactNode {
  const iconOnly = look === 'icon';
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const count = parseStoredCount(useStoredValues());
  const name = `Your values${count > 0 ? ` (${count} set)` : ''}`;
  return (
    <>
      <button
        ref={button}
        type="button"
        className={clsx(
          look === 'icon' && styles.iconButton,
          look === 'button' && styles.openButton,
          look === 'menu' && clsx('menu__link', styles.menuButton),
          className,
        )}
        aria-haspopup="dialog"
        aria-label={iconOnly ? name : undefined}
        title={iconOnly ? name : undefined}
        onClick={() => setOpen(true)}>
        {iconOnly ? (
          <>
            <SlidersIcon />
            {count > 0 && <span className={styles.setDot} />}
          </>
        ) : (
          name
        )}
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
