import React, {type ReactNode} from 'react';
import type {Field} from './generate';
import {errorId, fieldId, helpId} from './ids';
import styles from './styles.module.css';

interface Props {
  field: Field;
  value: string;
  /** The message to show, once the field was left or the form submitted. */
  error?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  onGenerate: () => void;
}

function choicesOf(field: Field): readonly string[] | undefined {
  const {type} = field.variable;
  if (type.kind === 'boolean') return ['true', 'false'];
  if (type.kind === 'enum') return type.values;
  return undefined;
}

/** One variable: its label, what it sets, the control, and its error message. */
export default function VariableField({
  field,
  value,
  error,
  onChange,
  onBlur,
  onGenerate,
}: Props): ReactNode {
  const {variable, required} = field;
  const id = fieldId(variable.name);
  const describedBy = [helpId(variable.name), error ? errorId(variable.name) : '']
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    name: variable.name,
    value,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    onBlur,
  } as const;
  const options = choicesOf(field);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        <code>{variable.name}</code>
        {required ? ' (required)' : ' (optional)'}
        {variable.secret && <span className={styles.secret}> secret</span>}
      </label>
      <p id={helpId(variable.name)} className={styles.help}>
        {variable.meaning}
        {field.hint && ` ${field.hint}`}
      </p>
      <div className={styles.control}>
        {options ? (
          <select {...common} onChange={(event) => onChange(event.target.value)}>
            {!required && <option value="">Leave out (chart default)</option>}
            {options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        ) : (
          <input
            {...common}
            type="text"
            autoComplete="off"
            spellCheck={false}
            placeholder={field.placeholder}
            inputMode={variable.type.kind === 'integer' ? 'numeric' : undefined}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
        {field.canGenerate && (
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={onGenerate}>
            Generate<span className={styles.visuallyHidden}> {variable.name}</span>
          </button>
        )}
      </div>
      {error && (
        <p id={errorId(variable.name)} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
