import { Button, Flex } from '@chakra-ui/react';
import { useEffect, useRef, type FormEvent } from 'react';
import { Field, FieldInput } from './Field';

export interface ListSearchFormProps {
  /** The search in the URL; the input follows it (back, a shared link). */
  query: string;
  onSearch: (q: string) => void;
  /** The search landmark's name, e.g. "Customers". */
  name: string;
  label: string;
  placeholder: string;
  helperText: string;
}

/**
 * A list's one search box: Enter or "Search" puts the text in the URL. The box keeps its own text (not React state),
 * so what was typed before the page's scripts came is what a search sends, and no render wipes it.
 */
export function ListSearchForm({ query, onSearch, name, label, placeholder, helperText }: ListSearchFormProps) {
  const input = useRef<HTMLInputElement>(null);
  // When the URL's search changes (back, a link), the box shows it; not at the start, where it keeps what was typed.
  const shownQuery = useRef(query);
  useEffect(() => {
    if (shownQuery.current === query) return;
    shownQuery.current = query;
    if (input.current) input.current.value = query;
  }, [query]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get('q');
    onSearch(typeof typed === 'string' ? typed : '');
  };

  return (
    <form role="search" aria-label={name} onSubmit={submit}>
      <Field label={label} hint={helperText}>
        <Flex gap="2" width="full" wrap={{ base: 'wrap', sm: 'nowrap' }}>
          <FieldInput
            ref={input}
            type="search"
            name="q"
            defaultValue={query}
            autoComplete="off"
            spellCheck={false}
            maxLength={100}
            placeholder={placeholder}
            flex="1"
            minWidth="0"
          />
          <Button type="submit" colorPalette="brand" flexShrink="0">
            Search
          </Button>
        </Flex>
      </Field>
    </form>
  );
}
