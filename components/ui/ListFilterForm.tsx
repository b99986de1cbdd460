import { Box, Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { formatDate } from '@/lib/format/date';
import type { DateRange } from '@/lib/lists/filterValues';
import { Field, FieldInput } from './Field';

export interface FilterChoices {
  legend: string;
  /** Said under the choices, e.g. "None ticked: every status." */
  hint: string;
  options: readonly { value: string; label: string }[];
  selected: readonly string[];
}

export interface ListFilterFormProps {
  /** The disclosure's words, e.g. "Filter by status and date". */
  title: string;
  /** The form's accessible name, e.g. "Filter orders". */
  name: string;
  choices: FilterChoices;
  /** e.g. "Order date (Lagos)". */
  dateLegend: string;
  range: DateRange;
  onApply: (selected: string[], range: DateRange) => void;
  onClear: () => void;
  /** Beside "Clear filters": a list's sort, if it has one. */
  sort?: ReactNode;
}

const FOCUS_RING = { outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' };

export const DATE_RANGE_MESSAGE = 'The “From” date must be on or before the “To” date';

/**
 * A list's choices (ticked together) and date range, applied together with "Apply filters" (one history
 * entry), in a native disclosure: no script, closed while nothing is filtered so on a phone the rows stay
 * near the top. A line says what is applied, with "Clear filters". The inputs start from the URL and start
 * again when it changes (back, a link).
 */
export function ListFilterForm({ title, name, choices, dateLegend, range, onApply, onClear, sort }: ListFilterFormProps) {
  const filtered = choices.selected.length > 0 || range.from !== null || range.to !== null;
  return (
    <Stack gap="3">
      {sort !== undefined || filtered ? (
        <Flex gap="3" wrap="wrap" align="flex-end" justify="space-between">
          {sort}
          {filtered ? (
            <Button variant="outline" size="sm" onClick={onClear}>
              Clear filters
            </Button>
          ) : null}
        </Flex>
      ) : null}
      {filtered ? <AppliedFilters choices={choices} range={range} /> : null}
      <Box asChild borderWidth="1px" borderRadius="md" key={JSON.stringify([choices.selected, range])}>
        <details open={filtered}>
          <Box asChild paddingX="4" paddingY="2" cursor="pointer" fontWeight="medium" borderRadius="md" _focusVisible={FOCUS_RING}>
            <summary>{title}</summary>
          </Box>
          <FilterFields name={name} choices={choices} dateLegend={dateLegend} range={range} onApply={onApply} />
        </details>
      </Box>
    </Stack>
  );
}

/** What narrows the list, in words: "Showing: Active, Expired · 1 Jan 2026 – 31 Jan 2026". */
function AppliedFilters({ choices, range: { from, to } }: { choices: FilterChoices; range: DateRange }) {
  const labels = choices.options.filter((option) => choices.selected.includes(option.value)).map((option) => option.label);
  const dates = from !== null && to !== null ? `${formatDate(from)} – ${formatDate(to)}` : from !== null ? `From ${formatDate(from)}` : to !== null ? `Up to ${formatDate(to)}` : '';
  const parts = [labels.join(', '), dates].filter(Boolean);
  return <Text fontSize="sm" color="fg.muted">{`Showing: ${parts.join(' · ')}`}</Text>;
}

function FilterFields({ name, choices, dateLegend, range, onApply }: Pick<ListFilterFormProps, 'name' | 'choices' | 'dateLegend' | 'range' | 'onApply'>) {
  const [rangeError, setRangeError] = useState(false);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-range-error`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const from = String(form.get('from') ?? '') || null;
    const to = String(form.get('to') ?? '') || null;
    if (from !== null && to !== null && from > to) {
      setRangeError(true);
      return;
    }
    setRangeError(false);
    const ticked = new Set(form.getAll('choice'));
    onApply(
      choices.options.filter((option) => ticked.has(option.value)).map((option) => option.value),
      { from, to },
    );
  };

  return (
    <form aria-label={name} onSubmit={submit} noValidate>
      <Stack gap="4" paddingX="4" paddingBottom="4" paddingTop="2">
        <Stack as="fieldset" gap="2" aria-describedby={hintId}>
          <Text as="legend" fontWeight="medium" marginBottom="2">
            {choices.legend}
          </Text>
          <Flex gap="4" rowGap="2" wrap="wrap">
            {choices.options.map((option) => (
              <chakra.label key={option.value} display="inline-flex" alignItems="center" gap="2" cursor="pointer" css={{ '&:has(input:focus-visible)': FOCUS_RING }}>
                <chakra.input
                  type="checkbox"
                  name="choice"
                  value={option.value}
                  defaultChecked={choices.selected.includes(option.value)}
                  boxSize="4"
                  accentColor="var(--chakra-colors-brand-solid)"
                />
                {option.label}
              </chakra.label>
            ))}
          </Flex>
          <Text id={hintId} fontSize="sm" color="fg.muted">
            {choices.hint}
          </Text>
        </Stack>
        <Stack as="fieldset" gap="2">
          <Text as="legend" fontWeight="medium" marginBottom="2">
            {dateLegend}
          </Text>
          <Flex gap="3" wrap={{ base: 'wrap', sm: 'nowrap' }}>
            <DateField name="from" label="From" value={range.from} errorId={rangeError ? errorId : undefined} />
            <DateField name="to" label="To" value={range.to} errorId={rangeError ? errorId : undefined} />
          </Flex>
          {rangeError ? (
            <Text id={errorId} role="alert" fontSize="sm" color="fg.error">
              {DATE_RANGE_MESSAGE}
            </Text>
          ) : null}
        </Stack>
        <Button type="submit" colorPalette="brand" alignSelf="flex-start">
          Apply filters
        </Button>
      </Stack>
    </form>
  );
}

function DateField({ name, label, value, errorId }: { name: string; label: string; value: string | null; errorId: string | undefined }) {
  return (
    <Field label={label} invalid={errorId !== undefined}>
      <FieldInput type="date" name={name} defaultValue={value ?? ''} min="2000-01-01" max="2099-12-31" aria-describedby={errorId} />
    </Field>
  );
}
