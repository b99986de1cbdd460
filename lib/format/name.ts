/** A person's name as the screens show it: "Amaka Obi". A module of its own, with no imports, so a list can show names without loading the customer screens' option tables. */
export const fullName = (person: { first_name: string; last_name: string }) => `${person.first_name} ${person.last_name}`;
