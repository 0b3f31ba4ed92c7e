import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

interface Props {
  legend: string;
  name: string;
  options: readonly {value: string; label: string}[];
  value: string;
  onChange: (value: string) => void;
}

/** One choice as a radio group: arrow keys move between the options. */
export default function ChoiceGroup({legend, name, options, value, onChange}: Props): ReactNode {
  return (
    <fieldset className={styles.fieldset}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.option}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />{' '}
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
