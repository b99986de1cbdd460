import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { withAnotherSlot, slotsOfKind, type PhotoSlot } from '@/lib/flows/claimPhotos';
import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import type { EvidenceFieldProps } from './EvidenceField';
import { EvidenceSlotList } from './EvidenceSlotList';

// Each field is EvidenceField (tested beside it): here, what the list gives each one.
const fields: EvidenceFieldProps[] = [];
jest.mock('./EvidenceField', () => ({
  EvidenceField: (props: EvidenceFieldProps) => {
    fields.push(props);
    return (
      <div role="group" aria-label={props.label}>
        <input type="file" aria-label={`Take ${props.label}`} />
        <button type="button" onClick={() => props.onUploaded(`id-of-${props.slotKey}`)}>{`Send ${props.label}`}</button>
        {props.error ? <p>{props.error}</p> : null}
      </div>
    );
  },
}));

function List({ kind = 'DAMAGE', max = 6, error, onUploaded = jest.fn() }: { kind?: 'DAMAGE' | 'POLICE_REPORT'; max?: number; error?: string; onUploaded?: (slot: PhotoSlot, id: string) => void }) {
  const [slots, setSlots] = useState<PhotoSlot[]>([]);
  return (
    <EvidenceSlotList
      kind={kind}
      slots={slotsOfKind(slots, kind)}
      slotKeyOf={(slot) => `claim:d:${slot.kind}:${slot.index}`}
      required
      max={max}
      error={error}
      onUploaded={onUploaded}
      onCleared={jest.fn()}
      onAddAnother={() => setSlots((shown) => withAnotherSlot(shown, kind, max))}
    />
  );
}

beforeEach(() => {
  fields.length = 0;
});

describe('EvidenceSlotList', () => {
  it('asks for the damage with its hint, the first photo required, each photo under its own key', async () => {
    const onUploaded = jest.fn();
    renderWithChakra(<List onUploaded={onUploaded} />);
    expect(screen.getByRole('group', { name: 'Photos of the damage' })).toHaveAccessibleName('Photos of the damage');
    expect(screen.getByText(/^Close up and in good light/)).toBeInTheDocument();
    expect(fields.at(-1)).toMatchObject({ slotKey: 'claim:d:DAMAGE:0', kind: 'DAMAGE', label: 'Damage photo', required: true, accepts: 'photo' });
    await userEvent.click(screen.getByRole('button', { name: 'Send Damage photo' }));
    expect(onUploaded).toHaveBeenCalledWith({ kind: 'DAMAGE', index: 0 }, 'id-of-claim:d:DAMAGE:0');
  });

  it('adds another photo on request, moving the focus to it, up to the most allowed', async () => {
    renderWithChakra(<List max={3} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add another photo' }));
    expect(screen.getByLabelText('Take Damage photo 2')).toHaveFocus();
    expect(fields.at(-1)).toMatchObject({ slotKey: 'claim:d:DAMAGE:1', label: 'Damage photo 2', required: false });
    await userEvent.click(screen.getByRole('button', { name: 'Add another photo' }));
    expect(screen.getByLabelText('Take Damage photo 3')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Add another photo' })).not.toBeInTheDocument();
  });

  it('asks for the police report as a photo or a PDF, page by page', async () => {
    renderWithChakra(<List kind="POLICE_REPORT" />);
    expect(screen.getByRole('group', { name: 'The police report' })).toBeInTheDocument();
    expect(fields.at(-1)).toMatchObject({ label: 'Police report', kind: 'POLICE_REPORT', accepts: 'photo-or-pdf' });
    await userEvent.click(screen.getByRole('button', { name: 'Add another page' }));
    expect(screen.getByRole('group', { name: 'Police report, page 2' })).toBeInTheDocument();
  });

  it('says the form’s problem under the first photo, and takes the focus there', () => {
    renderWithChakra(<List error="Add at least one photo of the damage." />);
    expect(screen.getByText('Add at least one photo of the damage.')).toBeInTheDocument();
    screen.getByRole('group', { name: 'Photos of the damage' }).focus();
    expect(screen.getByLabelText('Take Damage photo')).toHaveFocus();
  });
});
