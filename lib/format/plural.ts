/** A count with its noun: "1 customer", "3 customers". No imports, so any list can use it for free. */
export const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
