import Heading from '@theme/Heading';
import React, {useMemo, useRef, useState, type ReactNode} from 'react';
import {CONFIGURATION_GROUPS} from '../../data/configuration';
import ChoiceGroup from './ChoiceGroup';
import ErrorSummary from './ErrorSummary';
import OutputFile from './OutputFile';
import ServicePicker from './ServicePicker';
import VariableField from './VariableField';
import {
  AUTHZ_ENGINES,
  CLOUDS,
  CREDITS_PROVIDERS,
  DEFAULT_CHOICES,
  PUBSUB_ENGINES,
  datalayerrc,
  fieldsFor,
  helmValues,
  secretsFile,
  type Choices,
  type CloudId,
} from './generate';
import {generateSecret} from './secret';
import {validateValue} from './validate';
import styles from './styles.module.css';

const AUTHZ_LABELS: Record<string, string> = {
  openfga: 'openfga: OpenFGA checks permissions',
  none: 'none: no authorization checks, for a first deployment',
};
const CREDITS_LABELS: Record<string, string> = {
  none: 'None: credits and payments stay off',
  stripe: 'stripe: the Stripe add-on',
};

interface Files {
  rc: string;
  secrets: string;
  values: string;
}

/** The form: choices, then the variables they need, then the three files. */
export default function Builder(): ReactNode {
  const [choices, setChoices] = useState<Choices>(DEFAULT_CHOICES);
  const fields = useMemo(() => fieldsFor(choices), [choices]);
  const [values, setValues] = useState<Record<string, string>>({});
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const [files, setFiles] = useState<Files | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  const outputs = useRef<HTMLHeadingElement>(null);

  // A field the reader has not edited shows its initial value (the data's default).
  const valueOf = (name: string) =>
    values[name] ?? fields.find((field) => field.variable.name === name)?.initial ?? '';
  const currentValues = Object.fromEntries(
    fields.map((field) => [field.variable.name, valueOf(field.variable.name)]),
  );
  const errors = fields.flatMap((field) => {
    const message = validateValue(field.variable, valueOf(field.variable.name), field.required);
    return message ? [{name: field.variable.name, message}] : [];
  });
  const shownError = (name: string) =>
    submitted || touched[name] ? errors.find((entry) => entry.name === name)?.message : undefined;

  const change = (update: Partial<Choices>) => {
    setChoices((previous) => ({...previous, ...update}));
    setFiles(null);
  };
  const setValue = (name: string, value: string) => {
    setValues((previous) => ({...previous, [name]: value}));
    setFiles(null);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (errors.length > 0) {
      setFiles(null);
      // After the summary has rendered.
      requestAnimationFrame(() => summary.current?.focus());
      return;
    }
    setFiles({
      rc: datalayerrc(choices, currentValues),
      secrets: secretsFile(choices, currentValues),
      values: helmValues(choices, currentValues),
    });
    requestAnimationFrame(() => outputs.current?.focus());
  };

  return (
    <div className={styles.builder}>
      <form noValidate onSubmit={submit} aria-label="Configuration builder">
        {submitted && errors.length > 0 && <ErrorSummary ref={summary} errors={errors} />}
        <ChoiceGroup
          legend="Cloud"
          name="builder-cloud"
          options={CLOUDS.map((cloud) => ({value: cloud.id, label: cloud.label}))}
          value={choices.cloud}
          onChange={(value) => change({cloud: value as CloudId})}
        />
        <ChoiceGroup
          legend="Authorization engine (DATALAYER_AUTHZ_ENGINE)"
          name="builder-authz"
          options={AUTHZ_ENGINES.map((value) => ({value, label: AUTHZ_LABELS[value] ?? value}))}
          value={choices.authz}
          onChange={(authz) => change({authz})}
        />
        <ChoiceGroup
          legend="Messaging engine (DATALAYER_PUBSUB_ENGINE)"
          name="builder-pubsub"
          options={PUBSUB_ENGINES.map((value) => ({value, label: value}))}
          value={choices.pubsub}
          onChange={(pubsub) => change({pubsub})}
        />
        <ChoiceGroup
          legend="Credits provider (DATALAYER_CREDITS_PROVIDER)"
          name="builder-credits"
          options={CREDITS_PROVIDERS.map((value) => ({
            value,
            label: CREDITS_LABELS[value] ?? value,
          }))}
          value={choices.credits}
          onChange={(credits) => change({credits})}
        />
        <ServicePicker selected={choices.services} onChange={(services) => change({services})} />
        {CONFIGURATION_GROUPS.map((group) => {
          const inGroup = fields.filter((field) => field.variable.group === group);
          if (inGroup.length === 0) return null;
          return (
            <fieldset key={group} className={styles.fieldset}>
              <legend>{group}</legend>
              {inGroup.map((field) => {
                const {name} = field.variable;
                return (
                  <VariableField
                    key={name}
                    field={field}
                    value={valueOf(name)}
                    error={shownError(name)}
                    onChange={(value) => setValue(name, value)}
                    onBlur={() => setTouched((previous) => ({...previous, [name]: true}))}
                    onGenerate={() => setValue(name, generateSecret())}
                  />
                );
              })}
            </fieldset>
          );
        })}
        <button type="submit" className="button button--primary">
          Write the files
        </button>
      </form>
      {files && (
        <div className={styles.outputs}>
          <Heading as="h3" ref={outputs} tabIndex={-1}>
            Your files
          </Heading>
          <p>
            Save the first two in <code>~/.datalayer/</code>, make the secrets file readable only by
            you with <code>chmod 600 ~/.datalayer/secrets</code>, and load them with{' '}
            <code>source ~/.datalayer/datalayerrc</code>.
          </p>
          <OutputFile
            fileName="datalayerrc"
            description="The non-secret variables, grouped as in the tables below; its last line loads the secrets file."
            content={files.rc}
          />
          <OutputFile
            fileName="secrets"
            description="The secret values. Keep this file out of Git and out of shared folders."
            content={files.secrets}
          />
          <OutputFile
            fileName="values.yaml"
            description="Helm values: each chart's env map, without the secrets, which the comments pass with --set-string from your environment."
            content={files.values}
          />
        </div>
      )}
    </div>
  );
}
