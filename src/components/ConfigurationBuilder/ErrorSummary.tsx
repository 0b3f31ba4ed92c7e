import React, {forwardRef, type ReactNode} from 'react';
import {fieldId} from './ids';
import styles from './styles.module.css';

interface Props {
  errors: readonly {name: string; message: string}[];
}

/** The list of errors after a submit; it takes the focus, and each entry moves to its field. */
const ErrorSummary = forwardRef<HTMLDivElement, Props>(function ErrorSummary(
  {errors},
  ref,
): ReactNode {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className={styles.summary}
      aria-labelledby="builder-error-summary-title">
      <p id="builder-error-summary-title" className={styles.summaryTitle}>
        {errors.length === 1
          ? 'One field needs attention'
          : `${errors.length} fields need attention`}
      </p>
      <ul>
        {errors.map(({name, message}) => (
          <li key={name}>
            {/* A link to a field of this form, not a route: Link would add nothing. */}
            {/* eslint-disable-next-line @docusaurus/no-html-links */}
            <a
              href={`#${fieldId(name)}`}
              onClick={(event) => {
                // A fragment link scrolls but does not focus; the reader expects to type there.
                event.preventDefault();
                document.getElementById(fieldId(name))?.focus();
              }}>
              {name}: {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});

export default ErrorSummary;
