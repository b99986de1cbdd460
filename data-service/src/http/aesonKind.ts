/** aeson's name for a JSON value's kind, as Hasura's messages say it (`expected String, but encountered Number`). */
export function aesonKindOf(value: unknown): string {
  if (value === null) return 'Null';
  if (Array.isArray(value)) return 'Array';
  if (typeof value === 'string') return 'String';
  if (typeof value === 'number') return 'Number';
  if (typeof value === 'boolean') return 'Boolean';
  return 'Object';
}
