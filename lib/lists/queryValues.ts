// Reading a URL query's parameters, for lists and for any page that takes its state from the URL (a sale's link).

/** A URL query parameter's value: the first when it is repeated. */
export const firstQueryValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** A URL query parameter's values: none, one, or each of a repeated one. */
export const queryValues = (value: string | string[] | undefined): string[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
