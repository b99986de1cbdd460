import { CLAIM_EVIDENCE_KINDS, MAX_CLAIM_FILES_PER_KIND, type ClaimEvidenceKind } from '@/lib/domain/evidence';
import { integer, listOf, object, oneOf, optional, uuid, type Checker } from './storedValues';

/**
 * The photo slots of a claim being written (the new-claim form) or of photos being added to one (the claim
 * screen), as a persisted flow keeps them: which slots the agent opened and the evidence id each was sent as.
 * A slot's file, until the server confirms it, is kept in IndexedDB under its slot key (lib/uploads).
 */

/** One photo (or PDF) of a claim: its kind, its place among that kind's, and its evidence id once sent. */
export interface PhotoSlot {
  kind: ClaimEvidenceKind;
  /** 0 for the first of its kind; each "Add another" the next. */
  index: number;
  evidenceId?: string;
}

/** A draft's slots, under a random id of the draft: slot keys stay its own through reloads and edits. */
export interface PhotoSlots {
  draftId: string;
  slots: PhotoSlot[];
}

function withMax<T>(check: Checker<T[]>, max: number): Checker<T[]> {
  return (value, field = 'value') => {
    const list = check(value, field);
    if (list.length > max) throw new Error(`${field}: expected at most ${max} items`);
    return list;
  };
}

const slotIndex: Checker<number> = (value, field = 'value') => {
  const index = integer(0)(value, field);
  if (index >= MAX_CLAIM_FILES_PER_KIND) throw new Error(`${field}: expected an index below ${MAX_CLAIM_FILES_PER_KIND}`);
  return index;
};

/** A stored slot list: known kinds, indexes within the most a claim takes of a kind, ids that are UUIDs. */
export const photoSlotList: Checker<PhotoSlot[]> = withMax(
  listOf(object<PhotoSlot>({ kind: oneOf(CLAIM_EVIDENCE_KINDS), index: slotIndex, evidenceId: optional(uuid()) })),
  CLAIM_EVIDENCE_KINDS.length * MAX_CLAIM_FILES_PER_KIND,
);

/** Where the slots of a kind keep their files: `<area>:<draft id>:<kind>:`, a prefix of each of their slot keys. */
export function photoSlotPrefix(area: string, draftId: string, kind?: ClaimEvidenceKind): string {
  return kind === undefined ? `${area}:${draftId}:` : `${area}:${draftId}:${kind}:`;
}

/** The slot key of one slot (lib/uploads keeps its file under it). */
export function photoSlotKey(area: string, draftId: string, slot: Pick<PhotoSlot, 'kind' | 'index'>): string {
  return `${photoSlotPrefix(area, draftId, slot.kind)}${slot.index}`;
}

/** The slots of `kind` in order, the first always there (an empty one when none was opened yet). */
export function slotsOfKind(slots: readonly PhotoSlot[], kind: ClaimEvidenceKind): PhotoSlot[] {
  const found = slots.filter((slot) => slot.kind === kind).sort((a, b) => a.index - b.index);
  return found.some((slot) => slot.index === 0) ? found : [{ kind, index: 0 }, ...found];
}

/** The evidence ids sent for `kind`, in slot order. */
export function evidenceIdsOf(slots: readonly PhotoSlot[], kind: ClaimEvidenceKind): string[] {
  return slotsOfKind(slots, kind).flatMap((slot) => (slot.evidenceId ? [slot.evidenceId] : []));
}

/** The slots with one slot's evidence id set (or cleared: `undefined`), adding that slot if it was not kept. */
export function withSlotEvidence(slots: readonly PhotoSlot[], target: Pick<PhotoSlot, 'kind' | 'index'>, evidenceId: string | undefined): PhotoSlot[] {
  const others = slots.filter((slot) => slot.kind !== target.kind || slot.index !== target.index);
  const slot: PhotoSlot = evidenceId === undefined ? { kind: target.kind, index: target.index } : { kind: target.kind, index: target.index, evidenceId };
  return [...others, slot];
}

/** The slots with one more of `kind` (after the last), unless `max` of it are open already. */
export function withAnotherSlot(slots: readonly PhotoSlot[], kind: ClaimEvidenceKind, max: number = MAX_CLAIM_FILES_PER_KIND): PhotoSlot[] {
  const ofKind = slotsOfKind(slots, kind);
  const limit = Math.min(max, MAX_CLAIM_FILES_PER_KIND);
  if (ofKind.length >= limit) return [...slots];
  const next = Math.max(...ofKind.map((slot) => slot.index)) + 1;
  return next >= MAX_CLAIM_FILES_PER_KIND ? [...slots] : [...slots.filter((slot) => slot.kind !== kind), ...ofKind, { kind, index: next }];
}
