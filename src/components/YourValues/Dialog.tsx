import React, {useEffect, useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import {
  FIELDS,
  parseValues,
  type FieldId,
  type YourValues,
} from '@site/src/utils/yourValues/fields';
import {readStoredValues, storeValues} from '@site/src/utils/yourValues/store';
import styles from './styles.module.css';

/** Docusaurus keeps the chosen tab of `<Tabs groupId="cloud">` here; the Cloud field sets it. */
const CLOUD_TAB_KEY = 'docusaurus.tab.cloud';
const CLOUD_TABS = new Set(['aws', 'azure']);

/** Selects the cloud's tabs on every page, as a reader's click on one would. */
function chooseCloudTab(cloud: string | undefined): void {
  if (!cloud || !CLOUD_TABS.has(cloud)) return;
  try {
    const oldValue = window.localStorage.getItem(CLOUD_TAB_KEY);
    window.localStorage.setItem(CLOUD_TAB_KEY, cloud);
    // Docusaurus' tabs listen for storage events, which a tab's own writes do not raise.
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: CLOUD_TAB_KEY,
        oldValue,
        newValue: cloud,
        storageArea: window.localStorage,
      }),
    );
  } catch {
    // No storage: the tabs keep their choice.
  }
}

/**
 * The "Your values" dialog: a form of the values every page fills into its commands, each
 * checked when saved and stored in this browser only (DESIGN.md#your-values).
 */
export default function Dialog({onClose}: {onClose: () => void}): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<YourValues>(() => parseValues(readStoredValues()));
  const [errors, setErrors] = useState<Partial<Record<FieldId, string>>>({});
  const [status, setStatus] = useState('');
  const id = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    element.showModal();
    return () => element.close();
  }, []);

  // Closed before the opener takes the focus back: the page outside a modal dialog is inert.
  const close = () => {
    dialog.current?.close();
    onClose();
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<FieldId, string>> = {};
    for (const field of FIELDS) {
      const value = draft[field.id]?.trim() ?? '';
      const error = value ? field.check(value) : undefined;
      if (error) found[field.id] = error;
    }
    setErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field.id]);
    if (firstInvalid) {
      setStatus('');
      form.current?.querySelector<HTMLElement>(`[name="${firstInvalid.id}"]`)?.focus();
      return;
    }
    const kept = Object.fromEntries(
      FIELDS.flatMap((field) => {
        const value = draft[field.id]?.trim();
        return value ? [[field.id, value]] : [];
      }),
    );
    storeValues(Object.keys(kept).length > 0 ? JSON.stringify(kept) : null);
    chooseCloudTab(kept.cloud);
    close();
  };

  const clear = () => {
    storeValues(null);
    setDraft({});
    setErrors({});
    setStatus('Your values are cleared: the pages show their examples again.');
  };

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-about`}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}>
      <form ref={form} noValidate onSubmit={save}>
        {/* Not @theme/Heading: its permalink anchor would take the dialog's first focus. */}
        {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading */}
        <h2 id={`${id}-title`} className={styles.title}>
          Your values
        </h2>
        <p id={`${id}-about`} className={styles.about}>
          Set them once: every page shows them in its commands and files where it has an example,
          and Copy copies them. They stay in this browser only.
        </p>
        <div className={styles.fields}>
          {FIELDS.map((field) => {
            const inputId = `${id}-${field.id}`;
            const error = errors[field.id];
            const describedBy = `${inputId}-hint${error ? ` ${inputId}-error` : ''}`;
            const common = {
              id: inputId,
              name: field.id,
              value: draft[field.id] ?? '',
              'aria-invalid': error ? true : undefined,
              'aria-describedby': describedBy,
              onChange: (event: {target: {value: string}}) =>
                setDraft((current) => ({...current, [field.id]: event.target.value})),
            };
            return (
              <div key={field.id} className={styles.field}>
                <label htmlFor={inputId}>{field.label}</label>
                {field.choices ? (
                  <select {...common}>
                    <option value="">Not set</option>
                    {field.choices.map((choice) => (
                      <option key={choice.value} value={choice.value}>
                        {choice.label}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    {...common}
                    type="text"
                    autoComplete="off"
                    spellCheck={false}
                    placeholder={field.example}
                  />
                )}
                <span id={`${inputId}-hint`} className={styles.hint}>
                  {field.hint}
                </span>
                {error && (
                  <span id={`${inputId}-error`} className={styles.error}>
                    {error}
                  </span>
                )}
              </div>
            );
          })}
        </div>
        <p role="status" className={styles.status}>
          {status}
        </p>
        <div className={styles.actions}>
          <button type="submit" className="button button--primary">
            Save
          </button>
          <button type="button" className="button button--secondary" onClick={clear}>
            Clear my values
          </button>
          <button type="button" className="button button--link" onClick={close}>
            Close
          </button>
        </div>
      </form>
    </dialog>
  );
}
