import { Button, Flex } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
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

/** A list's one search box: Enter or "Search" puts the text in the URL. */
export function ListSearchForm({ query, onSearch, name, label, placeholder, helperText }: ListSearchFormProps) {
  const [text, setText] = useState(query);
  // When the URL's search changes (back, a link), the input shows it; adjusted during render, not in an effect.
  const [shownQuery, setShownQuery] = useState(query);
  if (query !== shownQuery) {
    setShownQuery(query);
    setText(query);
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text);
  };

  return (
    <form role="search" aria-label={name} onSubmit={submit}>
      <Field label={label} hint={helperText}>
        <Flex gap="2" width="full" wrap={{ base: 'wrap', sm: 'nowrap' }}>
          <FieldInput
            type="search"
            name="q"
            value={text}
            onChange={(event) => setText(event.target.value)}
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
