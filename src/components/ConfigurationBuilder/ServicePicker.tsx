import React, {type ReactNode} from 'react';
import {SERVICES} from './generate';
import styles from './styles.module.css';

interface Props {
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}

/** The services to run, one checkbox per chart that reads configuration variables. */
export default function ServicePicker({selected, onChange}: Props): ReactNode {
  const toggle = (chart: string, on: boolean) =>
    onChange(
      SERVICES.map((service) => service.chart).filter((name) =>
        name === chart ? on : selected.includes(name),
      ),
    );
  return (
    <fieldset className={styles.fieldset}>
      <legend>Services to run</legend>
      <div className={styles.columns}>
        {SERVICES.map((service) => (
          <label key={service.chart} className={styles.option}>
            <input
              type="checkbox"
              checked={selected.includes(service.chart)}
              onChange={(event) => toggle(service.chart, event.target.checked)}
            />{' '}
            {service.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
