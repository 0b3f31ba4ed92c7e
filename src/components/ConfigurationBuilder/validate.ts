/**
 * Checks one field's value against the variable's type in src/data/configuration.ts. Returns the
 * message to show, or undefined when the value is acceptable. No React: the form and the unit
 * tests share it.
 */
import type {ConfigurationVariable} from '../../data/configuration';
import {hasControlCharacter} from './generate';

/** A plain address: one @, no spaces, a dot in the domain. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const INTEGER = /^(0|[1-9][0-9]*)$/;

function isUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return /^[a-z][a-z0-9+.-]*:$/.test(url.protocol) && url.host !== '';
  } catch {
    return false;
  }
}

export function validateValue(
  item: ConfigurationVariable,
  value: string,
  required: boolean,
): string | undefined {
  if (value === '') return required ? `Enter a value for ${item.name}.` : undefined;
  if (hasControlCharacter(value)) {
    return 'Remove the line break: a value must fit on one line.';
  }
  if (value.trim() !== value) return 'Remove the spaces at the start or the end.';
  const {type} = item;
  if (type.kind === 'url') {
    if (!isUrl(value)) {
      return `Enter a full URL with its scheme, such as ${item.example ?? 'https://example.com'}.`;
    }
    // The charts take the Ingress host from DATALAYER_URL by removing https:// (the page).
    if (item.name === 'DATALAYER_URL' && !value.startsWith('https://')) {
      return 'Start the address with https://: the charts take the Ingress host from it.';
    }
  }
  if (type.kind === 'integer' && !INTEGER.test(value)) {
    return 'Enter a whole number, digits only, such as 587.';
  }
  if (type.kind === 'boolean' && value !== 'true' && value !== 'false') {
    return 'Choose true or false.';
  }
  if (type.kind === 'enum' && !type.values.includes(value)) {
    return `Choose one of: ${type.values.join(', ')}.`;
  }
  if (item.name.endsWith('_EMAIL') && !EMAIL.test(value)) {
    return 'Enter an e-mail address, such as support@example.com.';
  }
  // The files quote values literally, so the shell would not expand these.
  if (item.name === 'KUBECONFIG' && /^~|\$/.test(value)) {
    return 'Write the full path, such as /home/me/.datalayer/my-cluster.yaml: the file quotes values, so ~ and $HOME are not expanded.';
  }
  return undefined;
}
