import { Button, Field, Flex, Input } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';

export interface CustomerSearchFormProps {
  /** The search in the URL; the input follows it (back, a shared link). */
  query: string;
  onSearch: (q: string) => void;
}

/** Name, phone or IMEI; Enter or "Search" puts it in the URL. */
export function CustomerSearchForm({ query, onSearch }: CustomerSearchFormProps) {
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
    <form role="search" aria-label="Customers" onSubmit={submit}>
      <Field.Root>
        <Field.Label>Search customers</Field.Label>
        <Flex gap="2" width="full" wrap={{ base: 'wrap', sm: 'nowrap' }}>
          <Input
            type="search"
            name="q"
            value={text}
            onChange={(event) => setText(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            maxLength={100}
            placeholder="e.g. Ada, 0803 123 4567 or an IMEI"
            flex="1"
            minWidth="0"
          />
          <Button type="submit" colorPalette="brand" flexShrink="0">
            Search
          </Button>
        </Flex>
        <Field.HelperText>Name, phone number or IMEI. Part of a number finds it too.</Field.HelperText>
      </Field.Root>
    </form>
  );
}
