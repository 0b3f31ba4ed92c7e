import {describe, expect, it} from 'vitest';
import {CONFIGURATION_VARIABLES} from '../../data/configuration';
import {validateValue} from './validate';

const variable = (name: string) => {
  const found = CONFIGURATION_VARIABLES.find((item) => item.name === name);
  if (!found) throw new Error(name);
  return found;
};

describe('validateValue', () => {
  it('requires a value only when the field is required', () => {
    expect(validateValue(variable('DATALAYER_JWT_ALGORITHM'), '', true)).toBe(
      'Enter a value for DATALAYER_JWT_ALGORITHM.',
    );
    expect(validateValue(variable('DATALAYER_GITHUB_CLIENT_ID'), '', false)).toBeUndefined();
  });

  it('checks URLs, and https for DATALAYER_URL', () => {
    const cdn = variable('DATALAYER_CDN_URL');
    expect(validateValue(cdn, 'cdn.example.com', true)).toMatch(/full URL/);
    expect(validateValue(cdn, 'https://cdn.example.com', true)).toBeUndefined();
    expect(validateValue(variable('DATALAYER_PULSAR_URL'), 'pulsar://broker:6650', true)).toBe(
      undefined,
    );
    expect(validateValue(variable('DATALAYER_URL'), 'http://my-cluster.example.com', true)).toMatch(
      /https:\/\//,
    );
  });

  it('checks e-mail addresses', () => {
    const email = variable('DATALAYER_SUPPORT_EMAIL');
    expect(validateValue(email, 'support', false)).toMatch(/e-mail/);
    expect(validateValue(email, 'support@example', false)).toMatch(/e-mail/);
    expect(validateValue(email, 'support@example.com', false)).toBeUndefined();
  });

  it('checks integers', () => {
    const port = variable('DATALAYER_SMTP_PORT');
    for (const bad of ['58.7', '-1', '587a', '0587']) {
      expect(validateValue(port, bad, false), bad).toMatch(/whole number/);
    }
    expect(validateValue(port, '587', false)).toBeUndefined();
  });

  it('checks allowed values of enums and booleans', () => {
    expect(validateValue(variable('DATALAYER_RUNTIME_ENV'), 'staging', true)).toBe(
      'Choose one of: dev, qa, prod.',
    );
    expect(validateValue(variable('DATALAYER_RUNTIME_ENV'), 'qa', true)).toBeUndefined();
    expect(validateValue(variable('OTEL_SDK_DISABLED'), 'yes', false)).toBe(
      'Choose true or false.',
    );
  });

  it('refuses line breaks and surrounding spaces', () => {
    expect(validateValue(variable('DATALAYER_JWT_ALGORITHM'), 'HS\n256', true)).toMatch(/one line/);
    expect(validateValue(variable('DATALAYER_JWT_ALGORITHM'), ' HS256', true)).toMatch(/spaces/);
  });

  it('asks for a full kubeconfig path, since the file quotes ~ and $HOME literally', () => {
    const kubeconfig = variable('KUBECONFIG');
    expect(validateValue(kubeconfig, '~/.datalayer/my-cluster.yaml', true)).toMatch(/full path/);
    expect(validateValue(kubeconfig, '$HOME/.datalayer/my-cluster.yaml', true)).toMatch(
      /full path/,
    );
    expect(validateValue(kubeconfig, '/home/me/.datalayer/my-cluster.yaml', true)).toBeUndefined();
  });
});
