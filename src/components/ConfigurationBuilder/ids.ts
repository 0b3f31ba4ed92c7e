/** HTML ids of a variable's field; prefixed, as the reference table uses the bare names. */
export function fieldId(name: string): string {
  return `builder-${name.toLowerCase()}`;
}
export const errorId = (name: string): string => `${fieldId(name)}-error`;
export const helpId = (name: string): string => `${fieldId(name)}-help`;
